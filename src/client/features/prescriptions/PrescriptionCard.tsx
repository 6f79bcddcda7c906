/** One of the shopper's prescriptions: its state, dates, validity, the pharmacist's reason and the files. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Prescription } from '../../api/endpoints';
import FactList, { type Fact } from '../../components/FactList';
import { formatPrescriptionDate } from '../../components/prescriptions/prescriptionDates';
import PrescriptionFileView from './PrescriptionFileView';
import PrescriptionStatusChip from './PrescriptionStatusChip';

export type PrescriptionCardProps = { prescription: Prescription };

/** "Valid until 5 Sep 2026", "Expired on ...", or nothing before approval. */
function validity({ status, validUntil, reusable }: Prescription): string | null {
  if (status !== 'Approved' || !validUntil) return null;
  return `${reusable ? 'Valid until' : 'Expired on'} ${formatPrescriptionDate(validUntil)}`;
}

export default function PrescriptionCard({ prescription }: PrescriptionCardProps) {
  const uploaded = formatPrescriptionDate(prescription.createdAt);
  const facts: Fact[] = [
    ['Uploaded', uploaded],
    ['Patient', prescription.patientName || null],
    ['Doctor', prescription.doctorName || null],
    ['Prescribed on', formatPrescriptionDate(prescription.prescribedOn)],
    ['Reviewed', formatPrescriptionDate(prescription.reviewedAt)],
    ['Pharmacist', prescription.pharmacist ? `${prescription.pharmacist.name} (Reg. No. ${prescription.pharmacist.registrationNo})` : null],
  ];
  const until = validity(prescription);
  return (
    <Paper component="article" aria-label={`Prescription uploaded ${uploaded}`} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <PrescriptionStatusChip status={prescription.status} />
        {until && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {until}
          </Typography>
        )}
      </Box>
      {prescription.status === 'Rejected' && prescription.reason && (
        <Typography sx={{ color: 'error.main' }}>Reason: {prescription.reason}</Typography>
      )}
      <FactList facts={facts} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {prescription.files.map((file, index) => (
          <PrescriptionFileView key={file._id} prescriptionId={prescription._id} file={file} number={index + 1} variant="compact" />
        ))}
      </Box>
    </Paper>
  );
}
