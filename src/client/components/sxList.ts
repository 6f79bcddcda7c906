import type { SxProps, Theme } from '@mui/material/styles';

/** `sx` as a list, so a component can put its own styles before the caller's (MUI's documented pattern). */
export function sxList(sx: SxProps<Theme> | undefined): Extract<SxProps<Theme>, ReadonlyArray<unknown>> {
  return (Array.isArray(sx) ? sx : [sx]) as Extract<SxProps<Theme>, ReadonlyArray<unknown>>;
}
