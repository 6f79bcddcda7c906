/**
 * The order's status, changeable only to the states that may follow it (see nextStatuses.ts);
 * shows the new one at once and goes back, with the server's reason, if the server refuses.
 * A final order (Delivered, Cancel) shows its status with nothing to choose.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Order, type OrderStatus, useUpdateOrderStatusMutation } from '../../../api/endpoints';
import { useNotify } from '../../../components/useNotify';
import { failureMessage } from '../../../components/failureMessage';
import { nextStatuses } from '../../../../shared/order-transitions';
import { blockedByPrescription, prescriptionGateNote } from '../../../components/prescriptions/prescriptionGate';

export type OrderStatusSelectProps = { order: Order };

export default function OrderStatusSelect({ order }: OrderStatusSelectProps) {
  const notify = useNotify();
  const [updateOrderStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const options = [order.status, ...nextStatuses(order.status)];

  const change = async (next: OrderStatus) => {
    if (next === order.status) return;
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
      disabled={isLoading || options.length === 1}
      helperText={options.length === 1 ? 'Final: no further change' : prescriptionGateNote(order)}
      onChange={(event) => change(event.target.value as OrderStatus)}
      // The note under a final or gated select stays readable (4.5:1), not the faint disabled grey.
      sx={{ minWidth: 170, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} disabled={blockedByPrescription(order, option)}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
