/** The frame of the account forms: a centred card with a title, the fields and a submit button. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import PageMeta from '../../components/PageMeta';
import { brandedTitle } from '../../config/brand';

export type AuthCardProps = {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: Record<string, string>) => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The form checks its own fields and shows its own messages, instead of the browser's bubbles. */
  noValidate?: boolean;
};

/** The named fields' values (read from the elements, so it works wherever FormData does not take a form). */
function fieldValues(form: HTMLFormElement): Record<string, string> {
  const fields = Array.from(form.elements).filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.name !== '',
  );
  return Object.fromEntries(fields.map((el) => [el.name, el.value]));
}

export default function AuthCard({ title, submitLabel, busy, onSubmit, children, footer, noValidate }: AuthCardProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(fieldValues(event.currentTarget));
  };
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 1, md: 4 } }}>
      <PageMeta title={brandedTitle(title)} />
      <Paper
        component="form"
        onSubmit={submit}
        noValidate={noValidate}
        sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 460 }}
        aria-labelledby="auth-title"
      >
        <Typography id="auth-title" variant="h5" component="h1" sx={{ mb: 3, textAlign: 'center', fontWeight: 700 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 3 }}>
          {submitLabel}
        </Button>
        {footer && <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>}
      </Paper>
    </Box>
  );
}
