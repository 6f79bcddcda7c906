/**
 * True at 768 px and wider, where the navbar shows its links and the home page its filter
 * sidebar. Read synchronously on the first render (no server rendering to agree with), so a
 * phone never renders the desktop-only parts just to hide them, and the other way round.
 * Where matchMedia is missing the wide layout is the default.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export function useWideScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
}
