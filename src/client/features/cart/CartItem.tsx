/** One product in the cart: thumbnail, name, description cut at 100, price and Remove. */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../api/endpoints';
import { useAppDispatch } from '../../store/hooks';
import Price from '../../components/Price';
import ProductPhoto from '../../components/ProductPhoto';
import { useNotify } from '../../components/useNotify';
import { cutText, DESCRIPTION_CUT } from '../../../shared/format';
import { itemRemoved } from '../../store/cartSlice';

export type CartItemProps = { product: Product };

export default function CartItem({ product }: CartItemProps) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const remove = () => {
    dispatch(itemRemoved(product._id));
    notify.success('Item removed from cart!');
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '110px 1fr auto' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        alignItems: 'center',
      }}
    >
      <ProductPhoto product={product} size="thumb" aspectRatio="1 / 1" sx={{ borderRadius: 1.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/products/${product.slug}`}
          variant="subtitle1"
          sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
          {cutText(product.description, DESCRIPTION_CUT.cart)}
        </Typography>
        <Price amount={product.price} sx={{ display: 'block', mt: 1 }} />
      </Box>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutline />}
        onClick={remove}
        aria-label={`Remove ${product.name}`}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'stretch', sm: 'end' } }}
      >
        Remove
      </Button>
    </Box>
  );
}
