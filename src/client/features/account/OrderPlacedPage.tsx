/**
 * /dashboard/user/orders/:orderId: the confirmation after placing an order (and a page of its
 * own for any order later): its number, total, where it goes and what happens next. The order
 * comes with the navigation from checkout, else from the shopper's orders.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router-dom';
import RouterLink from '../../components/RouterLink';
import { type Order, useGetOrdersQuery } from '../../api/endpoints';
import InvoiceButton from '../../components/InvoiceButton';
import PageMeta from '../../components/PageMeta';
import { brandedTitle } from '../../config/brand';
import { formatCurrency } from '../../../shared/format';
import { deliveryPlace } from './deliveryPlace';
import WhatHappensNext from './WhatHappensNext';

export default function OrderPlacedPage() {
  const { orderId } = useParams();
  const placed = (useLocation().state as { placed?: Order } | null)?.placed;
  const { data: orders, isLoading } = useGetOrdersQuery({ page: 1, perPage: 100 }, { skip: placed?._id === orderId });
  const order = placed?._id === orderId ? placed : orders?.find((candidate) => candidate._id === orderId);
  if (!order)
    return isLoading ? (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the order" />
      </Box>
    ) : (
      <Alert severity="error">Order not found.</Alert>
    );
  const units = order.products.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageMeta title={brandedTitle(placed ? 'Order placed' : `Order ${order.number}`)} />
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        {placed && <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />}
        <Typography variant="h4" component="h1">
          {placed ? 'Thank you for your order' : `Order ${order.number}`}
        </Typography>
        {placed && (
          <Typography role="status" sx={{ mt: 1, color: 'success.dark', fontWeight: 700 }}>
            Order placed successfully! (Cash on Delivery)
          </Typography>
        )}
      </Box>
      <Paper sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}>
        <Typography>
          Order number: <b>{order.number}</b>
        </Typography>
        <Typography>
          Total: <b>{formatCurrency(order.total)}</b> for {units} {units === 1 ? 'item' : 'items'}, to pay in cash on delivery
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>Deliver to: {deliveryPlace(order)}</Typography>
        <Typography>Status: {order.status}</Typography>
      </Paper>
      <WhatHappensNext />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/dashboard/user/orders" variant="contained">
          View my orders
        </Button>
        <InvoiceButton orderId={order._id} />
        <Button component={RouterLink} to="/" variant="text">
          Continue Shopping
        </Button>
      </Box>
    </Box>
  );
}
