/** /forgot-password, titled Reset Password: e-mail, secret answer and a new password. */
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router-dom';
import { type ForgotPasswordRequest, useForgotPasswordMutation } from '../../api/endpoints';
import { useNotify } from '../../components/useNotify';
import AuthCard from './AuthCard';
import { authErrorMessage } from './authMessages';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [reset, { isLoading }] = useForgotPasswordMutation();

  const submit = async (fields: Record<string, string>) => {
    try {
      const result = await reset({ forgotPasswordRequest: fields as ForgotPasswordRequest }).unwrap();
      if (!result.success) return notify.error(result.message);
      notify.success(result.message);
      navigate('/login');
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  };

  return (
    <AuthCard title="Reset Password" submitLabel="Reset Password" busy={isLoading} onSubmit={submit}>
      <TextField name="email" label="Email" type="email" required autoComplete="email" autoFocus />
      <TextField name="answer" label="Secret answer (year of birth)" required />
      <TextField name="newPassword" label="New password" type="password" required autoComplete="new-password" />
    </AuthCard>
  );
}
