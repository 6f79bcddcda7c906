/** A calm message where a list has nothing to show, with an optional way on. */
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type EmptyStateProps = { message: string; hint?: string; action?: ReactNode; icon?: ReactNode };

export default function EmptyState({ message, hint, action, icon }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        color: 'text.secondary',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.light', '& svg': { fontSize: 48 } }}>
        {icon ?? <Inventory2Outlined />}
      </Box>
      <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
        {message}
      </Typography>
      {hint && <Typography sx={{ mt: 1 }}>{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
