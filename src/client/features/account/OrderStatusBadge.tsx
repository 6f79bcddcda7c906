/** An order's status as a coloured badge. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '../../api/endpoints';

const colours: Partial<Record<OrderStatus, ChipProps['color']>> = {
  'Not Processed': 'warning',
  Processing: 'info',
  Shipped: 'primary',
  Delivered: 'success',
};

export default function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Chip label={status} color={colours[status] ?? 'secondary'} size="small" />;
}
