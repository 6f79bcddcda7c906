/** "Cancel order" and its confirmation dialog. */
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Order } from '../../api/endpoints';
import CancelOrderDialog from './CancelOrderDialog';

export default function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      {open && <CancelOrderDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
