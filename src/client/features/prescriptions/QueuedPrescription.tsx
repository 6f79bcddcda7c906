/** One prescription of an order waiting for review: the patient and doctor fields and every file, shown in the page. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Prescription } from '../../api/endpoints';
import { formatPrescriptionDate } from '../../components/prescriptions/prescriptionDates';
import PrescriptionFileView from './PrescriptionFileView';

export type QueuedPrescriptionProps = { prescription: Prescription };

export default function QueuedPrescription({ prescription }: QueuedPrescriptionProps) {
  const fields: [string, string][] = [
    ['Patient', prescription.patientName || 'Not given'],
    ['Doctor', prescription.doctorName || 'Not given'],
    ['Prescribed on', formatPrescriptionDate(prescription.prescribedOn) ?? 'Not given'],
    ['Uploaded', formatPrescriptionDate(prescription.createdAt) ?? ''],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        {fields.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
        {prescription.files.map((file, index) => (
          <PrescriptionFileView key={file._id} prescriptionId={prescription._id} file={file} number={index + 1} variant="review" />
        ))}
      </Box>
    </Box>
  );
}
