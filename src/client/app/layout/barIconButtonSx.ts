/**
 * A round icon button of the header bar as MUI's IconButton draws it (24 px icon, 8 px
 * padding, current colour, a light tint on hover), for ButtonBase with `centerRipple` and
 * `focusRipple`: IconButton's own code is 1 KB gzipped of every first visit for two buttons.
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export const barIconButtonSx: SystemStyleObject<Theme> = {
  flex: '0 0 auto',
  p: 1,
  borderRadius: '50%',
  fontSize: '1.5rem',
  color: 'inherit',
  transition: (theme) => theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { bgcolor: 'action.hover' },
};
