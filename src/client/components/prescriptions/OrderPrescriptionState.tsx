/**
 * An order's prescription review as the shopper sees it in My Orders: under review, approved,
 * or rejected with the pharmacist's reason and what to do next. Nothing for orders that need none.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RouterLink from '../RouterLink';
import type { Order } from '../../api/endpoints';

export type OrderPrescriptionStateProps = { prescription: Order['prescription'] };

export default function OrderPrescriptionState({ prescription }: OrderPrescriptionStateProps) {
  switch (prescription?.status) {
    case 'Pending review':
      return (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
          Prescription under review. Our pharmacist checks it before the order is packed.
        </Alert>
      );
    case 'Approved':
      return (
        <Alert severity="success" sx={{ mx: 2, mt: 2 }}>
          Prescription approved
          {prescription.pharmacist ? ` by ${prescription.pharmacist.name} (Reg. No. ${prescription.pharmacist.registrationNo})` : ''}
        </Alert>
      );
    case 'Rejected':
      return (
        <Alert
          severity="error"
          sx={{ mx: 2, mt: 2 }}
          action={
            <Button component={RouterLink} to="/cart" color="inherit" size="small">
              Go to cart
            </Button>
          }
        >
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            Prescription rejected: {prescription.reason}
          </Box>
          This order was cancelled. Upload a new prescription and order again.
        </Alert>
      );
    default:
      return null;
  }
}
