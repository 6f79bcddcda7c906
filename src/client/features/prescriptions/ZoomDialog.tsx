/** A prescription photo at full size, with zoom in and out for reading a doctor's handwriting. */
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useWideScreen } from '../../components/useWideScreen';

const ZOOMS = [1, 1.5, 2, 3, 4];

export type ZoomDialogProps = { src: string; alt: string; open: boolean; onClose: () => void };

export default function ZoomDialog({ src, alt, open, onClose }: ZoomDialogProps) {
  const [step, setStep] = useState(0);
  const wide = useWideScreen();
  const zoom = ZOOMS[step];
  return (
    <Dialog open={open} onClose={onClose} fullScreen={!wide} maxWidth="lg" fullWidth aria-labelledby="zoom-title">
      <DialogTitle id="zoom-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {alt}
        </Box>
        <IconButton aria-label="Zoom out" disabled={step === 0} onClick={() => setStep(step - 1)}>
          <ZoomOut />
        </IconButton>
        <Box component="span" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center', fontSize: '0.9rem' }}>
          {Math.round(zoom * 100)}%
        </Box>
        <IconButton aria-label="Zoom in" disabled={step === ZOOMS.length - 1} onClick={() => setStep(step + 1)}>
          <ZoomIn />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, overflow: 'auto', bgcolor: 'grey.900' }}>
        <Box component="img" src={src} alt={alt} sx={{ display: 'block', width: `${zoom * 100}%`, maxWidth: 'none', mx: 'auto' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
