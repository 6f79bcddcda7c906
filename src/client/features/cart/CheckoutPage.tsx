/**
 * /checkout: the review step before an order is placed. The lines and quantities, the quote
 * (the order's figures to the paisa), where it goes, how it is paid, then Place Order.
 * Visitors are sent to log in first; an empty cart has nothing to review.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import RouterLink from '../../components/RouterLink';
import { useAppSelector } from '../../store/hooks';
import { useSession } from '../../session/useSession';
import EmptyCart from './EmptyCart';
import PageMeta from '../../components/PageMeta';
import { brandedTitle } from '../../config/brand';
import { selectCartCount, selectCartItems } from '../../store/cartSlice';
import CheckoutSection from './CheckoutSection';
import DeliveryAddress from './DeliveryAddress';
import QuoteBlock from './QuoteBlock';
import ReviewLines from './ReviewLines';
import { useCartQuote } from './useCartQuote';
import { usePlaceOrder } from './usePlaceOrder';
import PrescriptionStep from '../../components/prescriptions/PrescriptionStep';
import { usePrescriptionChoice } from '../../components/prescriptions/usePrescriptionChoice';

/** Visitors log in first: nothing of the review (not even the quote) is asked for before. */
export default function CheckoutPage() {
  const { token } = useSession();
  if (!token) return <Navigate to="/login" replace state={{ from: '/checkout' }} />;
  return <CheckoutReview />;
}

function CheckoutReview() {
  const { user } = useSession();
  const items = useAppSelector(selectCartItems);
  const units = useAppSelector(selectCartCount);
  const quoted = useCartQuote();
  const { placeOrder, processing } = usePlaceOrder();
  const prescription = usePrescriptionChoice();
  const address = user?.address?.trim();
  // The order may be placed only as quoted: every line orderable and the figures up to date.
  const ready = !!address && quoted.current && quoted.problems.length === 0 && prescription.ready;

  return (
    <>
      <PageMeta title={brandedTitle('Checkout')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Review your order
      </Typography>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <CheckoutSection
              title="Items"
              action={
                <Button component={RouterLink} to="/cart">
                  Change
                </Button>
              }
            >
              <ReviewLines items={items} lines={quoted.lines} />
            </CheckoutSection>
            <CheckoutSection title="Delivery">
              <DeliveryAddress user={user} />
            </CheckoutSection>
            <CheckoutSection title="Payment">
              <Typography>Cash on Delivery: pay when the order reaches you. No charge for cancelling before it ships.</Typography>
            </CheckoutSection>
            <PrescriptionStep choice={prescription} />
          </Box>
          <Paper component="section" aria-labelledby="order-summary" sx={{ p: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
            <Typography id="order-summary" variant="h6" component="h2" sx={{ mb: 2 }}>
              Order Summary
            </Typography>
            <QuoteBlock quoted={quoted} units={units} />
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={!ready || processing}
              onClick={() => address && placeOrder(address, prescription.prescriptionIds)}
              sx={{ mt: 3 }}
            >
              {processing ? 'Processing...' : 'Place Order (Cash on Delivery)'}
            </Button>
          </Paper>
        </Box>
      )}
    </>
  );
}
