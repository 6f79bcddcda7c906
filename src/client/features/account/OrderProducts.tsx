/** The products of an order as bought: photo, name, description cut at 80, price and units. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '../../api/endpoints';
import Price from '../../components/Price';
import ProductPhoto from '../../components/ProductPhoto';
import { cutText, DESCRIPTION_CUT } from '../../../shared/format';

export default function OrderProducts({ order }: { order: Order }) {
  return (
    <Box component="ul" aria-label="Products" sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1.5 }}>
      {order.products.map((product) => (
        <Box component="li" key={product._id} sx={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 2, alignItems: 'center' }}>
          <ProductPhoto product={product} size="thumb" aspectRatio="1 / 1" sx={{ borderRadius: 1 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {cutText(product.description, DESCRIPTION_CUT.userOrders)}
            </Typography>
            <Price amount={product.price} variant="body2" />
            {product.quantity > 1 && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {' '}
                × {product.quantity}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
