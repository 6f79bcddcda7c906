/**
 * A cart line's money: today's unit price with the MRP struck through when it is lower, and
 * price × quantity. The quote's figures when they have come, else what the cart remembers.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteLine } from '../../api/endpoints';
import Price from '../../components/Price';
import { formatPrice } from '../../../shared/format';
import type { CartLine } from '../../store/cartSlice';

export type LinePriceProps = { product: CartLine; quote?: QuoteLine };

export default function LinePrice({ product, quote }: LinePriceProps) {
  const price = quote?.price ?? product.price;
  const mrp = quote?.mrp ?? product.mrp;
  const units = product.cartQuantity;
  return (
    <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <Price amount={price} />
      {mrp > price && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          MRP <del>{formatPrice(mrp)}</del>
        </Typography>
      )}
      {units > 1 && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', width: '100%' }}>
          {formatPrice(price)} × {units} ={' '}
          <b>{formatPrice(quote?.quantity === units ? quote.lineTotal : Math.round(price * 100 * units) / 100)}</b>
        </Typography>
      )}
    </Box>
  );
}
