/**
 * The cart's total, the delivery address and checkout: visitors are asked to log in first;
 * a user without an address is asked to add one; Place Order needs items, a token and an address.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useSession } from '../../session/useSession';
import { formatCurrency } from '../../../shared/format';
import { selectCartCount, selectCartTotal } from '../../store/cartSlice';
import { usePlaceOrder } from './usePlaceOrder';

const PROFILE = '/dashboard/user/profile';

export default function CartSummary() {
  const navigate = useNavigate();
  const { token, user } = useSession();
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotal);
  const { placeOrder, processing } = usePlaceOrder();
  const address = user?.address?.trim();

  return (
    <Paper component="section" aria-labelledby="summary-title" sx={{ p: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Typography id="summary-title" variant="h6" component="h2">
        Cart Summary
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>Total | Checkout | Payment</Typography>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        Total: {formatCurrency(total)}
      </Typography>
      <Divider sx={{ my: 2 }} />
      {!token ? (
        <>
          <Typography sx={{ mb: 2 }}>Please login to proceed to checkout.</Typography>
          <Button variant="contained" fullWidth onClick={() => navigate('/login', { state: { from: '/cart' } })}>
            Login to Checkout
          </Button>
        </>
      ) : (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Delivery Address
          </Typography>
          {address ? (
            <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{address}</Typography>
          ) : (
            <Alert severity="warning" sx={{ my: 1 }}>
              Please update your address before placing the order.
            </Alert>
          )}
          <Button variant="outlined" fullWidth onClick={() => navigate(PROFILE)}>
            Update Address
          </Button>
          {count > 0 && address && (
            <Button variant="contained" size="large" fullWidth disabled={processing} onClick={() => placeOrder(address)} sx={{ mt: 2 }}>
              {processing ? 'Processing...' : 'Place Order (Cash on Delivery)'}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
