/**
 * /register: every field required and checked in the form as the shopper goes (on leaving a
 * field, then on every change) and on submit, each with its own message; on success the
 * server's message and the login page. A refusal about one field (an e-mail already taken)
 * is shown beside that field; any other as a toast.
 */
import Link from '@mui/material/Link';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useState } from 'react';
import RouterLink from '../../components/RouterLink';
import { type RegisterRequest, useRegisterMutation } from '../../api/endpoints';
import AuthCard from './AuthCard';
import { fieldOfServerMessage, normalisePhone, REGISTER_FIELDS, type RegisterField, registerFieldError } from './registerRules';
import { useSubmitThenLogin } from './useSubmitThenLogin';

type Errors = Partial<Record<RegisterField, string>>;

export default function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<Set<RegisterField>>(new Set());
  const showRefusal = (message: string) => {
    const field = fieldOfServerMessage(message);
    if (field) setErrors((current) => ({ ...current, [field]: message }));
    return !!field;
  };
  const send = useSubmitThenLogin(
    (fields) => register({ registerRequest: { ...fields, phone: normalisePhone(fields.phone) } as RegisterRequest }).unwrap(),
    showRefusal,
  );

  const submit = (fields: Record<string, string>) => {
    const found: Errors = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, registerFieldError(field, fields[field] ?? '')]));
    setErrors(found);
    setChecked(new Set(REGISTER_FIELDS));
    const firstBad = REGISTER_FIELDS.find((field) => found[field]);
    if (firstBad) return document.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
    void send(fields);
  };

  /** The props that check a field and show its message. */
  const checks = (field: RegisterField, hint?: string): TextFieldProps => ({
    name: field,
    required: true,
    error: !!errors[field],
    helperText: errors[field] ?? hint,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setChecked((current) => new Set(current).add(field));
      setErrors((current) => ({ ...current, [field]: registerFieldError(field, event.target.value) }));
    },
    onChange: (event) => {
      if (checked.has(field)) setErrors((current) => ({ ...current, [field]: registerFieldError(field, event.target.value) }));
    },
  });

  return (
    <AuthCard
      title="Register"
      submitLabel="Register"
      busy={isLoading}
      onSubmit={submit}
      noValidate
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Login
          </Link>
        </Typography>
      }
    >
      <TextField {...checks('name')} label="Name" autoComplete="name" autoFocus />
      <TextField {...checks('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...checks('password')} label="Password" type="password" autoComplete="new-password" />
      <TextField
        {...checks('phone', 'A 10-digit mobile number; +91 is optional.')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField {...checks('address')} label="Address" autoComplete="street-address" multiline minRows={2} />
      <TextField
        {...checks('answer', 'Your secret answer: remember it to reset your password.')}
        label="Year of birth"
        type="number"
        placeholder="YYYY"
        slotProps={{ htmlInput: { min: 1900, max: new Date().getFullYear(), inputMode: 'numeric' } }}
      />
    </AuthCard>
  );
}
