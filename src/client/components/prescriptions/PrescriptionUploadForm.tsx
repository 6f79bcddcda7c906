/**
 * Upload a new prescription at checkout: files from the camera or the device, the optional
 * details, then Upload with a progress bar. A refusal or a lost connection shows why and keeps
 * the files for Try again; nothing here touches the cart. Once uploaded, the prescription's id
 * is what Place Order sends.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import ChosenFiles from './ChosenFiles';
import FilePickButtons from './FilePickButtons';
import PrescriptionFields from './PrescriptionFields';
import { prescriptionFilesProblem } from './prescriptionFiles';
import { type PrescriptionFields as Fields, usePrescriptionUpload } from './usePrescriptionUpload';

export type PrescriptionUploadFormProps = { onUploaded: (prescriptionId: string | null) => void };

const NO_FIELDS: Fields = { patientName: '', doctorName: '', prescribedOn: '' };

export default function PrescriptionUploadForm({ onUploaded }: PrescriptionUploadFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [fields, setFields] = useState<Fields>(NO_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const { state, upload, reset } = usePrescriptionUpload();
  const uploading = state.phase === 'uploading';

  const add = (picked: File[]) => {
    const next = [...files, ...picked];
    const wrong = prescriptionFilesProblem(next);
    setProblem(wrong);
    if (!wrong) setFiles(next);
  };
  const send = async () => {
    const wrong = prescriptionFilesProblem(files);
    setProblem(wrong);
    if (wrong) return;
    const prescription = await upload(files, fields);
    if (prescription) onUploaded(prescription._id);
  };
  const startOver = () => {
    reset();
    setFiles([]);
    setFields(NO_FIELDS);
    onUploaded(null);
  };

  if (state.phase === 'done') {
    const count = state.prescription.files.length;
    return (
      <Alert severity="success" action={<Button onClick={startOver}>Change</Button>}>
        Prescription uploaded ({count} {count === 1 ? 'file' : 'files'}). Our pharmacist checks it after you place the order.
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FilePickButtons onPick={add} disabled={uploading} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Up to 5 photos (JPEG, PNG, WebP, HEIC) or PDFs, each at most 10 MB.
      </Typography>
      <ChosenFiles files={files} onRemove={(index) => setFiles(files.filter((_, i) => i !== index))} disabled={uploading} />
      {problem && <Alert severity="warning">{problem}</Alert>}
      <PrescriptionFields value={fields} onChange={setFields} disabled={uploading} />
      {uploading && <LinearProgress variant="determinate" value={state.percent} aria-label="Upload progress" />}
      {state.phase === 'failed' && <Alert severity="error">{state.message}</Alert>}
      <Button variant="contained" color="secondary" disabled={uploading || files.length === 0} onClick={send}>
        {uploading ? `Uploading... ${state.percent}%` : state.phase === 'failed' ? 'Try again' : 'Upload prescription'}
      </Button>
    </Box>
  );
}
