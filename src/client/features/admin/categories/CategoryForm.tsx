/** The one-field category form, used to create a category and, in the edit modal, to rename one. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

export type CategoryFormProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy?: boolean;
  /** Shown as a Cancel button beside the submit button when given. */
  onCancel?: () => void;
  autoFocus?: boolean;
};

export default function CategoryForm({ value, onChange, onSubmit, submitLabel, busy = false, onCancel, autoFocus }: CategoryFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Category Name"
        placeholder="e.g. Pain Relief"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button type="submit" variant="contained" disabled={busy || value.trim() === ''} sx={{ whiteSpace: 'nowrap', height: 40 }}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} sx={{ height: 40 }}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
