/** /forgot-password, titled Reset Password: e-mail, secret answer and a new password. */
import TextField from '@mui/material/TextField';
import { type ForgotPasswordRequest, useForgotPasswordMutation } from '../../api/endpoints';
import AuthCard from './AuthCard';
import { useSubmitThenLogin } from './useSubmitThenLogin';

export default function ForgotPasswordPage() {
  const [reset, { isLoading }] = useForgotPasswordMutation();
  const submit = useSubmitThenLogin((fields) => reset({ forgotPasswordRequest: fields as ForgotPasswordRequest }).unwrap());

  return (
    <AuthCard title="Reset Password" submitLabel="Reset Password" busy={isLoading} onSubmit={submit}>
      <TextField name="email" label="Email" type="email" required autoComplete="email" autoFocus />
      <TextField name="answer" label="Secret answer (year of birth)" required />
      <TextField name="newPassword" label="New password" type="password" required autoComplete="new-password" />
    </AuthCard>
  );
}
