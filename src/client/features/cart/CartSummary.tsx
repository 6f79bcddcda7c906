/**
 * The cart's figures from the server's quote and the way to checkout: visitors are asked to
 * log in first; a signed-in shopper sees where the order goes and goes on to review it.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useSession } from '../../session/useSession';
import { selectCartCount } from '../../store/cartSlice';
import DeliveryAddress from './DeliveryAddress';
import QuoteBlock from './QuoteBlock';
import type { useCartQuote } from './useCartQuote';

export type CartSummaryProps = { quoted: ReturnType<typeof useCartQuote> };

export default function CartSummary({ quoted }: CartSummaryProps) {
  const navigate = useNavigate();
  const { token, user } = useSession();
  const units = useAppSelector(selectCartCount);
  const blocked = quoted.problems.length > 0;

  return (
    <Paper component="section" aria-labelledby="summary-title" sx={{ p: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Cart Summary
      </Typography>
      <QuoteBlock quoted={quoted} units={units} />
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
          <DeliveryAddress user={user} />
          {blocked && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Some items cannot be ordered as they are. Change or remove them to continue.
            </Alert>
          )}
          {user?.address?.trim() && (
            <Button variant="contained" size="large" fullWidth disabled={blocked} onClick={() => navigate('/checkout')} sx={{ mt: 2 }}>
              Proceed to Checkout
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
