/**
 * Asks why before cancelling: a short list of reasons, or the shopper's own words for
 * "Other". Cancelling costs nothing and returns the items to stock; a refusal (the order has
 * just shipped) is shown in the dialog.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Order, useCancelOrderMutation } from '../../api/endpoints';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';

export const CANCEL_REASONS = ['Ordered by mistake', 'Found a better price', 'Delivery takes too long', 'Other'] as const;
const MAX_REASON = 300;

export type CancelOrderDialogProps = { order: Order; onClose: () => void };

export default function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const notify = useNotify();
  const [cancelOrder, { isLoading, error }] = useCancelOrderMutation();
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const reason = choice === 'Other' ? other.trim() : choice;

  const confirm = async () => {
    try {
      await cancelOrder({ orderId: order._id, cancelOrderRequest: { reason } }).unwrap();
      notify.success('Order cancelled.');
      onClose();
    } catch {
      // The dialog shows why (the error from the mutation's state) and stays open.
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-title">Cancel order {order.number}?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>There is no charge for cancelling, and nothing to pay.</Typography>
        <FormLabel id="cancel-reason">Why are you cancelling?</FormLabel>
        <RadioGroup aria-labelledby="cancel-reason" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {CANCEL_REASONS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
        {choice === 'Other' && (
          <TextField
            label="Your reason"
            autoFocus
            fullWidth
            multiline
            minRows={2}
            value={other}
            onChange={(event) => setOther(event.target.value.slice(0, MAX_REASON))}
            helperText={`${other.length}/${MAX_REASON}`}
            sx={{ mt: 1 }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureMessage(error, 'Failed to cancel the order.', 'Could not reach the shop. Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep order</Button>
        <Button variant="contained" color="error" disabled={!reason || isLoading} onClick={() => void confirm()}>
          Cancel order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
