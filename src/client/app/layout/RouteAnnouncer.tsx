/**
 * After a route change (not the first load: then the browser reads the page itself), moves
 * focus to the new page's h1 and announces its title in a polite live region. Without it a
 * screen reader hears nothing when a link changes the page, and focus stays on a link that
 * may no longer exist. The h1 can arrive later than the URL (a lazy chunk, a guard's check),
 * so the page area is watched until one appears.
 */
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const GIVE_UP_MS = 10_000;

/** Read by screen readers, never seen. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Calls `found` with the page's h1 once there is one; returns a cancel function. */
function whenHeadingShows(main: HTMLElement, found: (heading: HTMLElement) => void): () => void {
  const look = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) found(heading);
    return !!heading;
  };
  if (look()) return () => {};
  const observer = new MutationObserver(() => look() && stop());
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** A field anywhere on the page: the page's own (login's e-mail) or the search box the shopper began typing in while the page loaded. */
const fieldHasFocus = () => !!document.activeElement?.matches('input, textarea, select');

export default function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  // The path already shown and announced: the first load's, then each one moved to.
  const shown = useRef(pathname);

  useEffect(() => {
    if (pathname === shown.current) return undefined;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return undefined;
    let announce: ReturnType<typeof setTimeout> | undefined;
    const cancel = whenHeadingShows(main, (heading) => {
      // Someone already typing, or a page that put focus in a field itself, knows better: leave it there.
      if (!fieldHasFocus()) {
        heading.tabIndex = -1;
        heading.focus();
      }
      // The title is set in an effect of the page that rendered the heading: read it a tick later.
      announce = setTimeout(() => setMessage(document.title), 50);
    });
    return () => {
      cancel();
      clearTimeout(announce);
    };
  }, [pathname]);

  return (
    <Box role="status" aria-live="polite" aria-atomic sx={HIDDEN}>
      {message}
    </Box>
  );
}
