/** /register: every field required; on success the server's message and the login page. */
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { type RegisterRequest, useRegisterMutation } from '../../api/endpoints';
import AuthCard from './AuthCard';
import { useSubmitThenLogin } from './useSubmitThenLogin';

export default function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const submit = useSubmitThenLogin((fields) => register({ registerRequest: fields as RegisterRequest }).unwrap());

  return (
    <AuthCard
      title="Register"
      submitLabel="Register"
      busy={isLoading}
      onSubmit={submit}
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Login
          </Link>
        </Typography>
      }
    >
      <TextField name="name" label="Name" required autoComplete="name" autoFocus />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="password" label="Password" type="password" required autoComplete="new-password" />
      <TextField name="phone" label="Phone" required autoComplete="tel" />
      <TextField name="address" label="Address" required autoComplete="street-address" multiline minRows={2} />
      <TextField
        name="answer"
        label="Year of birth"
        type="number"
        placeholder="YYYY"
        required
        helperText="Your secret answer: remember it to reset your password."
      />
    </AuthCard>
  );
}
