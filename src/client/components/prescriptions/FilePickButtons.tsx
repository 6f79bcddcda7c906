/**
 * The two ways to add prescription files: the phone's camera (capture opens it directly; a
 * desktop shows its file chooser instead) or files already on the device (several at once).
 */
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent, ReactNode } from 'react';
import { PRESCRIPTION_ACCEPT } from './prescriptionFiles';
import { HIDDEN_FILE_INPUT } from '../hiddenFileInput';

export type FilePickButtonsProps = { onPick: (files: File[]) => void; disabled?: boolean };

function PickButton({ icon, label, children, disabled }: { icon: ReactNode; label: string; children: ReactNode; disabled?: boolean }) {
  return (
    <Button component="label" variant="outlined" startIcon={icon} disabled={disabled} sx={{ flex: '1 1 140px' }}>
      {label}
      {children}
    </Button>
  );
}

export default function FilePickButtons({ onPick, disabled }: FilePickButtonsProps) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(Array.from(event.target.files ?? []));
    event.target.value = ''; // so choosing the same file again after removing it still fires
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <PickButton icon={<PhotoCamera />} label="Take a photo" disabled={disabled}>
        <Box
          component="input"
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Take a photo"
          onChange={picked}
          sx={HIDDEN_FILE_INPUT}
        />
      </PickButton>
      <PickButton icon={<AttachFile />} label="Choose files" disabled={disabled}>
        <Box
          component="input"
          type="file"
          multiple
          accept={PRESCRIPTION_ACCEPT}
          aria-label="Choose prescription files"
          onChange={picked}
          sx={HIDDEN_FILE_INPUT}
        />
      </PickButton>
    </Box>
  );
}
