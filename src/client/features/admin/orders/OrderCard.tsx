/** One order for the administrator: its status select, buyer, date, payment, quantity, products, timeline and invoice. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Order } from '../../../api/endpoints';
import { formatOrderDate, timeSince } from '../../../components/orderDate';
import InvoiceButton from '../../../components/InvoiceButton';
import OrderTimeline from '../../../components/OrderTimeline';
import { formatPrice } from '../../../../shared/format';
import OrderItemRow from './OrderItemRow';
import OrderStatusSelect from './OrderStatusSelect';

export type OrderCardProps = { order: Order };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase' }}>
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** Paid orders read 'Success' (SPEC section 4); an unpaid order is cash on delivery, not a failure. */
function PaymentTag({ paid }: { paid: boolean }) {
  return (
    <Chip
      size="small"
      label={paid ? 'Success' : 'Cash on Delivery'}
      color={paid ? 'success' : 'info'}
      variant={paid ? 'filled' : 'outlined'}
    />
  );
}

export default function OrderCard({ order }: OrderCardProps) {
  const units = order.products.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card component="article" aria-label={`Order ${order.number}`}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Order {order.number}
          </Typography>
          <OrderStatusSelect key={`${order._id}-${order.status}`} order={order} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '1.2fr 1.6fr 1fr 0.6fr 0.8fr' } }}>
          <Field label="Buyer">{order.buyer.name}</Field>
          <Field label="Date">
            <time dateTime={order.createAt}>{formatOrderDate(order.createAt)}</time>
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
              {timeSince(order.createAt)}
            </Typography>
          </Field>
          <Field label="Payment">
            <PaymentTag paid={order.payment.success} />
          </Field>
          <Field label="Quantity">{units}</Field>
          <Field label="Total">{formatPrice(order.total)}</Field>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Deliver to: {[order.address, order.pincode, order.state?.name].filter(Boolean).join(', ')}
        </Typography>
        <Divider sx={{ mt: 2 }} />
        <Box component="ul" aria-label="Products" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.products.map((item) => (
            <OrderItemRow key={item._id} item={item} />
          ))}
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', pt: 2 }}>
          <OrderTimeline timeline={order.timeline} audience="admin" />
          <InvoiceButton orderId={order._id} label={`Invoice for order ${order.number}`} />
        </Box>
      </CardContent>
    </Card>
  );
}
