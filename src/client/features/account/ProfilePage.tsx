/** /dashboard/user/profile: change name, password, phone, address, pincode and state; the e-mail cannot change. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useUpdateProfileMutation } from '../../api/endpoints';
import { useAppDispatch } from '../../store/hooks';
import { signedIn, userUpdated } from '../../session/authSlice';
import { useSession } from '../../session/useSession';
import { failureMessage } from '../../components/failureMessage';
import { useNotify } from '../../components/useNotify';
import AccountShell from './AccountShell';
import DeliveryPlaceFields, { PINCODE } from './DeliveryPlaceFields';

export default function ProfilePage() {
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [form, setForm] = useState({
    name: user?.name ?? '',
    password: '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    pincode: user?.pincode ?? '',
    state: user?.state ?? '',
  });
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pincode && !PINCODE.test(form.pincode)) return;
    try {
      const result = await update({ profileRequest: { ...form, email: user?.email } }).unwrap();
      if (!result.success) return notify.error(result.message || 'Failed to update profile.');
      // A new password ends every older session, this one's token included: keep the fresh one.
      dispatch(result.token ? signedIn({ user: result.updatedUser, token: result.token }) : userUpdated(result.updatedUser));
      setForm({ ...form, password: '' });
      notify.success('Profile Updated Successfully!');
    } catch (error) {
      notify.error(failureMessage(error, 'Failed to update profile.', 'Something went wrong while updating profile.'));
    }
  };

  return (
    <AccountShell title="Update Profile">
      <Paper component="form" onSubmit={submit} sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
        <Stack spacing={2}>
          <TextField label="Name" required autoComplete="name" {...field('name')} />
          <TextField label="Email" value={user?.email ?? ''} disabled />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText="Leave blank to keep current password"
            {...field('password')}
          />
          <TextField label="Phone" required autoComplete="tel" {...field('phone')} />
          <TextField label="Address" required autoComplete="street-address" multiline minRows={2} {...field('address')} />
          <DeliveryPlaceFields pincode={form.pincode} state={form.state} onChange={(change) => setForm({ ...form, ...change })} />
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ mt: 3 }}>
          Update Profile
        </Button>
      </Paper>
    </AccountShell>
  );
}
