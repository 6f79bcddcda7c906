/**
 * Pick one of the shopper's earlier prescriptions that the pharmacist approved and that is still
 * valid. Toggle buttons rather than radios: the home page's filters share MUI's radio code in a
 * chunk of its own, and using it here too would split that chunk and add a kilobyte to / (budget test).
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Prescription } from '../../api/endpoints';
import { formatPrescriptionDate } from './prescriptionDates';

export type EarlierPrescriptionPickerProps = {
  prescriptions: readonly Prescription[];
  value: string | null;
  onPick: (prescriptionId: string) => void;
};

/** "Dr Mehta, for Asha Rao, 2 files · valid until 5 Sep 2026". */
export function describePrescription(prescription: Prescription): string {
  const who = [prescription.doctorName && `Dr ${prescription.doctorName}`, prescription.patientName && `for ${prescription.patientName}`]
    .filter(Boolean)
    .join(', ');
  const count = prescription.files.length;
  const files = `${count} ${count === 1 ? 'file' : 'files'}`;
  const until = formatPrescriptionDate(prescription.validUntil);
  return `${who ? `${who}, ` : ''}uploaded ${formatPrescriptionDate(prescription.createdAt)}, ${files}${until ? ` · valid until ${until}` : ''}`;
}

export default function EarlierPrescriptionPicker({ prescriptions, value, onPick }: EarlierPrescriptionPickerProps) {
  return (
    <ToggleButtonGroup
      orientation="vertical"
      exclusive
      fullWidth
      size="small"
      aria-label="Earlier prescriptions"
      value={value}
      onChange={(_, id: string | null) => id && onPick(id)}
    >
      {prescriptions.map((prescription) => (
        <ToggleButton
          key={prescription._id}
          value={prescription._id}
          sx={{ textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start' }}
        >
          {describePrescription(prescription)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
