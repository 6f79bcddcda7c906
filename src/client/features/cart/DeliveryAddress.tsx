/**
 * Where the order goes: the profile's address with its pincode and state, and Update Address
 * (the profile page). Without an address the order cannot be placed, and it says so.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../api/endpoints';
import { stateByCode } from '../../../shared/indian-states';

export type DeliveryAddressProps = { user: User | null };

export default function DeliveryAddress({ user }: DeliveryAddressProps) {
  const navigate = useNavigate();
  const address = user?.address?.trim();
  const place = [user?.pincode, user?.state ? stateByCode(user.state)?.name : null].filter(Boolean).join(', ');
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Delivery Address
      </Typography>
      {address ? (
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {address}
          {place && <br />}
          {place}
        </Typography>
      ) : (
        <Alert severity="warning" sx={{ my: 1 }}>
          Please update your address before placing the order.
        </Alert>
      )}
      <Button variant="outlined" fullWidth onClick={() => navigate('/dashboard/user/profile')}>
        Update Address
      </Button>
    </>
  );
}
