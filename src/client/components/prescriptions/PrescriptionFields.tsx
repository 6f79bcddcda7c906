/** The prescription's optional details: patient, doctor and the date it was written (not in the future). */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { today } from './prescriptionDates';
import type { PrescriptionFields as Fields } from './usePrescriptionUpload';

const NAME_MAX = 100;

export type PrescriptionFieldsProps = { value: Fields; onChange: (value: Fields) => void; disabled?: boolean };

export default function PrescriptionFields({ value, onChange, disabled }: PrescriptionFieldsProps) {
  const field = (name: keyof Fields) => ({
    value: value[name],
    disabled,
    size: 'small' as const,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField label="Patient name (optional)" {...field('patientName')} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <TextField label="Doctor's name (optional)" {...field('doctorName')} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <TextField
        label="Date of prescription (optional)"
        type="date"
        {...field('prescribedOn')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
      />
    </Box>
  );
}
