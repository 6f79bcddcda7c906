/**
 * One of the user's orders: the summary table, its total and delivery address, the products
 * as bought, the timeline, and what can be done with it: Invoice, Buy again, Cancel order
 * (while the pharmacy has not shipped it).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '../../api/endpoints';
import InvoiceButton from '../../components/InvoiceButton';
import OrderTimeline from '../../components/OrderTimeline';
import { formatCurrency } from '../../../shared/format';
import BuyAgain from './BuyAgain';
import CancelOrder from './CancelOrder';
import OrderProducts from './OrderProducts';
import OrderSummaryTable from './OrderSummaryTable';
import { deliveryPlace } from './deliveryPlace';
import OrderPrescriptionState from '../../components/prescriptions/OrderPrescriptionState';

export type OrderCardProps = { order: Order };

export default function OrderCard({ order }: OrderCardProps) {
  return (
    <Paper component="article" aria-label={`Order ${order.number}`} sx={{ overflow: 'hidden' }}>
      <OrderSummaryTable order={order} />
      <OrderPrescriptionState prescription={order.prescription} />
      <Box sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, justifyContent: 'space-between' }}>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <b>Deliver to:</b> {deliveryPlace(order)}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>Total: {formatCurrency(order.total)}</Typography>
      </Box>
      <OrderProducts order={order} />
      <Divider />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, p: 2, alignItems: 'start' }}>
        <OrderTimeline timeline={order.timeline} audience="shopper" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
          <InvoiceButton orderId={order._id} label={`Invoice for order ${order.number}`} />
          <BuyAgain order={order} />
          {order.cancellable && <CancelOrder order={order} />}
        </Box>
      </Box>
    </Paper>
  );
}
