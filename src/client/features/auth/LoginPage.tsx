/** /login: signs in and returns to the page the user was sent here from, otherwise home. */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type To, useLocation, useNavigate } from 'react-router-dom';
import RouterLink from '../../components/RouterLink';
import { type LoginRequest, useLoginMutation } from '../../api/endpoints';
import { useAppDispatch } from '../../store/hooks';
import { useNotify } from '../../components/useNotify';
import AuthCard from './AuthCard';
import { authErrorMessage } from './authMessages';
import { signedIn } from '../../session/authSlice';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [login, { isLoading }] = useLoginMutation();
  const from = (location.state as { from?: To } | null)?.from ?? '/';

  const submit = async (fields: Record<string, string>) => {
    try {
      const result = await login({ loginRequest: fields as LoginRequest }).unwrap();
      if (!result.success) return notify.error(result.message);
      dispatch(signedIn({ user: result.user, token: result.token }));
      notify.success(result.message);
      void navigate(from, { replace: true });
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Login"
      submitLabel="Login"
      busy={isLoading}
      onSubmit={submit}
      footer={
        <>
          <Button component={RouterLink} to="/forgot-password" fullWidth>
            Forgot Password
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            New here?{' '}
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>
          </Typography>
        </>
      }
    >
      <TextField name="email" label="Email" type="email" required autoComplete="email" autoFocus />
      <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
    </AuthCard>
  );
}
