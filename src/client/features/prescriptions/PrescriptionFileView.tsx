/**
 * One prescription file in the page: a photo inline (click to zoom), a PDF either in the
 * browser's own viewer inside the page ('review', the pharmacist's page) or opened in a new tab
 * ('compact', the shopper's list). Both from a blob: URL fetched with the token.
 */
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PrescriptionFile } from '../../api/endpoints';
import { usePrescriptionFileUrl } from './usePrescriptionFileUrl';
import ZoomDialog from './ZoomDialog';

export type PrescriptionFileViewProps = {
  prescriptionId: string;
  file: PrescriptionFile;
  /** Which of the prescription's files this is, from 1, for names a screen reader can tell apart. */
  number: number;
  variant: 'compact' | 'review';
};

export default function PrescriptionFileView({ prescriptionId, file, number, variant }: PrescriptionFileViewProps) {
  const { url, failed } = usePrescriptionFileUrl(prescriptionId, file._id);
  const [zoomed, setZoomed] = useState(false);
  const review = variant === 'review';
  const label = `Prescription ${file.kind === 'pdf' ? 'PDF' : 'photo'} ${number}`;
  const height = review ? 360 : 140;

  if (failed) return <Typography sx={{ color: 'error.main' }}>{label} could not be loaded.</Typography>;
  if (!url) return <Skeleton variant="rounded" width={review ? '100%' : 140} height={height} aria-label={`Loading ${label}`} />;
  if (file.kind === 'pdf') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {review && (
          <Box component="iframe" src={url} title={label} sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }} />
        )}
        <Button component="a" href={url} target="_blank" rel="noopener" variant="outlined" size="small" startIcon={<OpenInNew />}>
          {review ? 'Open PDF in a new tab' : `Open ${label}`}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <ButtonBase onClick={() => setZoomed(true)} aria-label={`Zoom ${label}`} sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <Box component="img" src={url} alt={label} sx={{ display: 'block', maxHeight: height, maxWidth: '100%', objectFit: 'contain' }} />
      </ButtonBase>
      {zoomed && <ZoomDialog src={url} alt={label} open onClose={() => setZoomed(false)} />}
    </>
  );
}
