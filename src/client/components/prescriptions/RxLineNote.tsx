/** The cart's mark on a prescription medicine's line: checkout will ask for the prescription. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RxBadge from '../RxBadge';

export default function RxLineNote() {
  return (
    <Typography variant="body2" sx={{ mt: 0.5, color: 'error.dark', fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}>
      {/* The badge's label is these same words: hidden, so a screen reader says them once. */}
      <Box component="span" aria-hidden sx={{ display: 'contents' }}>
        <RxBadge />
      </Box>
      Prescription required
    </Typography>
  );
}
