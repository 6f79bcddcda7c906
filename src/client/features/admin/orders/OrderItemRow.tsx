/** One product of an order as it was bought: thumbnail, name, short description, price and units. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '../../../api/endpoints';
import ProductPhoto from '../../../components/ProductPhoto';
import { cutText, DESCRIPTION_CUT, formatPrice } from '../../../../shared/format';

export type OrderItemRowProps = { item: OrderItem };

export default function OrderItemRow({ item }: OrderItemRowProps) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 1.5 }}>
      <ProductPhoto product={item} size="thumb" aspectRatio="1 / 1" sx={{ width: 72, flexShrink: 0, borderRadius: 1 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {cutText(item.description, DESCRIPTION_CUT.adminOrders)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Price: <b>{formatPrice(item.price)}</b> · Qty: {item.quantity}
        </Typography>
      </Box>
    </Box>
  );
}
