/**
 * Checkout's prescription step, shown when the cart holds a prescription medicine: upload a
 * new prescription or pick an earlier approved one that is still valid. Place Order stays
 * disabled until one is chosen (the choice is held by usePrescriptionChoice in the summary).
 */
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import EarlierPrescriptionPicker from './EarlierPrescriptionPicker';
import PrescriptionUploadForm from './PrescriptionUploadForm';
import type { PrescriptionChoice } from './usePrescriptionChoice';
import { useReusablePrescriptions } from './useReusablePrescriptions';

export type PrescriptionStepProps = { choice: PrescriptionChoice };

type Source = 'upload' | 'earlier';

export default function PrescriptionStep({ choice }: PrescriptionStepProps) {
  const [source, setSource] = useState<Source>('upload');
  const reusable = useReusablePrescriptions(!choice.needed);
  if (!choice.needed) return null;

  const switchTo = (next: Source | null) => {
    if (!next || next === source) return;
    setSource(next);
    choice.choose([]);
  };
  const names = choice.lines.map((product) => product.name).join(', ');
  return (
    <Box component="section" aria-labelledby="prescription-step-title" sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="prescription-step-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Prescription
      </Typography>
      <Typography variant="body2">
        {names} {choice.lines.length === 1 ? 'needs' : 'need'} a doctor's prescription. Our registered pharmacist checks it before your
        order is packed.
      </Typography>
      {reusable.length > 0 && (
        <ToggleButtonGroup exclusive fullWidth size="small" value={source} onChange={(_, next: Source | null) => switchTo(next)}>
          <ToggleButton value="upload">Upload new</ToggleButton>
          <ToggleButton value="earlier">Use an earlier one</ToggleButton>
        </ToggleButtonGroup>
      )}
      {source === 'earlier' && reusable.length > 0 ? (
        <EarlierPrescriptionPicker
          prescriptions={reusable}
          value={choice.prescriptionIds[0] ?? null}
          onPick={(id) => choice.choose([id])}
        />
      ) : (
        <PrescriptionUploadForm onUploaded={(id) => choice.choose(id ? [id] : [])} />
      )}
      {!choice.ready && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Place Order is available once a prescription is uploaded or chosen.
        </Typography>
      )}
    </Box>
  );
}
