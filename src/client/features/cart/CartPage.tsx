/** /cart: the products in the cart and the checkout summary. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useSession } from '../../session/useSession';
import EmptyState from '../../components/EmptyState';
import PageMeta from '../../components/PageMeta';
import CartItem from './CartItem';
import CartSummary from './CartSummary';
import { selectCartItems } from '../../store/cartSlice';
import { brandedTitle } from '../../config/brand';

export default function CartPage() {
  const items = useAppSelector(selectCartItems);
  const { user } = useSession();
  return (
    <>
      <PageMeta title={brandedTitle('Your Cart')} />
      <Typography variant="h4" component="h1">
        {user ? `Hello ${user.name || user.email}` : 'Hello Guest'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {items.length > 0 && `You have ${items.length} ${items.length === 1 ? 'item' : 'items'} in your cart.`}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}
      >
        {items.length === 0 ? (
          <EmptyState
            message="Your cart is empty!"
            action={
              <Button component={RouterLink} to="/" variant="contained">
                Continue Shopping
              </Button>
            }
          />
        ) : (
          <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {items.map((product) => (
              <CartItem key={product._id} product={product} />
            ))}
          </Box>
        )}
        <CartSummary />
      </Box>
    </>
  );
}
