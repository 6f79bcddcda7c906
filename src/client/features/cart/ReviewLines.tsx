/** The lines as they will be ordered: name, quantity, today's price and the line's total, from the quote. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteLine } from '../../api/endpoints';
import ProductPhoto from '../../components/ProductPhoto';
import { formatPrice } from '../../../shared/format';
import type { CartLine } from '../../store/cartSlice';

export type ReviewLinesProps = { items: CartLine[]; lines: Map<string, QuoteLine> };

export default function ReviewLines({ items, lines }: ReviewLinesProps) {
  return (
    <Box component="ul" aria-label="Items to order" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const line = lines.get(item._id);
        const price = line?.price ?? item.price;
        return (
          <Box component="li" key={item._id} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: 2, alignItems: 'center' }}>
            <ProductPhoto product={item} size="thumb" aspectRatio="1 / 1" sx={{ borderRadius: 1 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatPrice(price)} × {item.cartQuantity}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{line ? formatPrice(line.lineTotal) : '…'}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
