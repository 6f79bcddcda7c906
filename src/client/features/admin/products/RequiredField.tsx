/**
 * One required field of the product form: a labelled text field that reports its text as
 * typed, with the error under it when there is one, else the hint.
 */
import TextField from '@mui/material/TextField';
import type { InputHTMLAttributes } from 'react';

export type RequiredFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Attributes of the input itself: its limits, step and keyboard. */
  htmlInput: InputHTMLAttributes<HTMLInputElement>;
  type?: 'number';
  /** Given, the field takes several lines and is at least this many tall. */
  minRows?: number;
  /** Marks the field invalid and says why. */
  error?: string;
  hint?: string;
};

export default function RequiredField({ label, value, onChange, htmlInput, type, minRows, error, hint }: RequiredFieldProps) {
  return (
    <TextField
      label={label}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      multiline={minRows !== undefined}
      minRows={minRows}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput }}
    />
  );
}
