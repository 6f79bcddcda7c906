/** The order's status, changeable to any other; shows the new one at once and goes back if the server refuses. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Order, type OrderStatus, useUpdateOrderStatusMutation } from '../../../api/endpoints';
import { useNotify } from '../../../components/useNotify';
import { ORDER_STATUSES } from '../../../../shared/catalogue';
import { failureMessage } from '../../../components/failureMessage';

export type OrderStatusSelectProps = { order: Order };

export default function OrderStatusSelect({ order }: OrderStatusSelectProps) {
  const notify = useNotify();
  const [updateOrderStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const [status, setStatus] = useState<OrderStatus>(order.status);

  const change = async (next: OrderStatus) => {
    setStatus(next);
    try {
      await updateOrderStatus({ orderId: order._id, orderStatusRequest: { status: next } }).unwrap();
      notify.success('Order status updated successfully!');
    } catch (error) {
      setStatus(order.status);
      notify.error(failureMessage(error, 'Failed to update order status.', 'Something went wrong while updating status.'));
    }
  };

  return (
    <TextField
      select
      label="Status"
      size="small"
      value={status}
      disabled={isLoading}
      onChange={(event) => change(event.target.value as OrderStatus)}
      sx={{ minWidth: 170 }}
    >
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
