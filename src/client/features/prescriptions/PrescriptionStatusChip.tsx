/** A prescription's state as a coloured label. */
import Chip from '@mui/material/Chip';
import type { Prescription } from '../../api/endpoints';

const COLOURS = { 'Pending review': 'info', Approved: 'success', Rejected: 'error' } as const;

export type PrescriptionStatusChipProps = { status: Prescription['status'] };

export default function PrescriptionStatusChip({ status }: PrescriptionStatusChipProps) {
  return <Chip size="small" label={status} color={COLOURS[status]} variant={status === 'Approved' ? 'filled' : 'outlined'} />;
}
