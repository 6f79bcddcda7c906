/** /cart: the products in the cart, each with its quantity, and the summary from the server's quote. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../store/hooks';
import EmptyCart from './EmptyCart';
import PageMeta from '../../components/PageMeta';
import CartItem from './CartItem';
import CartSummary from './CartSummary';
import { selectCartCount, selectCartItems } from '../../store/cartSlice';
import { brandedTitle } from '../../config/brand';
import { useCartQuote } from './useCartQuote';

export default function CartPage() {
  const items = useAppSelector(selectCartItems);
  const units = useAppSelector(selectCartCount);
  const quoted = useCartQuote();
  return (
    <>
      <PageMeta title={brandedTitle('Your Cart')} />
      <Typography variant="h4" component="h1">
        Your Cart
      </Typography>
      {items.length === 0 ? (
        <Box sx={{ mt: 3 }}>
          <EmptyCart />
        </Box>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
            {`${units} ${units === 1 ? 'item' : 'items'} in your cart.`}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {items.map((product) => (
                <CartItem key={product._id} product={product} quote={quoted.lines.get(product._id)} />
              ))}
            </Box>
            <CartSummary quoted={quoted} />
          </Box>
        </>
      )}
    </>
  );
}
