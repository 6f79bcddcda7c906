/**
 * For popups whose code loads on first use: true from the first time `open` is true, so the
 * popup mounts then (its chunk arrives in tens of milliseconds) and stays mounted for its
 * closing transition.
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
