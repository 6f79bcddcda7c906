/** Rejecting a prescription needs a reason the shopper will read: required, at most 300 characters, counted as typed. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

export const REASON_MAX = 300;

export type RejectDialogProps = { open: boolean; busy: boolean; onClose: () => void; onReject: (reason: string) => void };

export default function RejectDialog({ open, busy, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const problem = !trimmed
    ? 'Enter the reason the shopper will see.'
    : trimmed.length > REASON_MAX
      ? `At most ${REASON_MAX} characters.`
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) onReject(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-title">Reject prescription</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The order is cancelled and its stock returned. The shopper sees this reason.</DialogContentText>
          <TextField
            label="Reason"
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={tried && Boolean(problem)}
            helperText={`${tried && problem ? `${problem} ` : ''}${reason.length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Keep reviewing</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            Reject and cancel order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
