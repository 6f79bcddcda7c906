/**
 * True at 768 px and wider (the theme's md), where the navbar shows its links and the home page
 * its filter sidebar. Read synchronously on the first render (no server rendering to agree
 * with), so a phone never renders the desktop-only parts just to hide them, and the other way
 * round. Where matchMedia is missing the wide layout is the default. The browser's matchMedia
 * directly, not MUI's useMediaQuery, whose code every first visit would download for this.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { theme } from '../theme/theme';

const QUERY = `(min-width:${theme.breakpoints.values.md}px)`;

const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isWide = () => mediaList()?.matches ?? true;

/** The width a render without a browser assumes: the build renders / at both (app/firstPaint.tsx). */
export const AssumedWideScreen = createContext(true);

export function useWideScreen(): boolean {
  const assumed = useContext(AssumedWideScreen);
  return useSyncExternalStore(subscribe, isWide, () => assumed);
}
