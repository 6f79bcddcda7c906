/** The files chosen for upload, each with its size and a button to take it out. */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export type ChosenFilesProps = { files: readonly File[]; onRemove: (index: number) => void; disabled?: boolean };

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export default function ChosenFiles({ files, onRemove, disabled }: ChosenFilesProps) {
  if (files.length === 0) return null;
  return (
    <Box component="ul" aria-label="Chosen files" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {files.map((file, index) => (
        <Box component="li" key={`${file.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {sizeOf(file.size)}
          </Typography>
          <IconButton size="small" aria-label={`Remove ${file.name}`} disabled={disabled} onClick={() => onRemove(index)}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
