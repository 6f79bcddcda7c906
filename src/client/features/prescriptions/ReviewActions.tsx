/** The pharmacist's decision on an order's prescription: Approve, or Reject with a reason. Either way the entry leaves the queue. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useReviewPrescriptionMutation } from '../../api/endpoints';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import RejectDialog from './RejectDialog';

export type ReviewActionsProps = { orderId: string };

export default function ReviewActions({ orderId }: ReviewActionsProps) {
  const notify = useNotify();
  const [review, { isLoading }] = useReviewPrescriptionMutation();
  const [rejecting, setRejecting] = useState(false);

  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    try {
      await review({ orderId, prescriptionReviewRequest: { decision, ...(reason ? { reason } : {}) } }).unwrap();
      setRejecting(false);
      notify.success(decision === 'approve' ? 'Prescription approved.' : 'Prescription rejected and the order cancelled.');
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to save the review.', 'Something went wrong while saving the review.'));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      <Button color="error" variant="outlined" disabled={isLoading} onClick={() => setRejecting(true)}>
        Reject
      </Button>
      <Button color="success" variant="contained" disabled={isLoading} onClick={() => decide('approve')}>
        Approve
      </Button>
      {rejecting && (
        <RejectDialog open busy={isLoading} onClose={() => setRejecting(false)} onReject={(reason) => decide('reject', reason)} />
      )}
    </Box>
  );
}
