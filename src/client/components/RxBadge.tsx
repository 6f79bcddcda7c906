/**
 * The red "Rx" mark of a prescription medicine (Schedule H and H1), as the pack carries it.
 * A styled span rather than MUI's Chip, which the home page's bundle does not otherwise need;
 * role="img" with a label so a screen reader says "Prescription required", not "R x".
 */
import Box, { type BoxProps } from '@mui/material/Box';
import { sxList } from './sxList';

export const RX_LABEL = 'Prescription required';

export type RxBadgeProps = { sx?: BoxProps['sx'] };

export default function RxBadge({ sx }: RxBadgeProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={RX_LABEL}
      title={RX_LABEL}
      sx={[
        {
          display: 'inline-block',
          px: 0.75,
          borderRadius: 1,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: 1.6,
          letterSpacing: 0.5,
        },
        ...sxList(sx),
      ]}
    >
      Rx
    </Box>
  );
}
