/**
 * Toasts, with notistack's code kept out of what a first visit needs before it is
 * interactive: a toast only ever follows something the shopper did. The code loads when the
 * browser is first idle (so the first toast doesn't pay for it), or with the first toast if
 * that comes sooner. Toasts asked for before it arrives wait in order and show as soon as it has.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** A button on the toast, such as "View cart"; pressing it closes the toast. */
export type ToastAction = { label: string; onClick: () => void };
export type Toast = { message: string; variant: 'success' | 'error'; autoHideDuration: number; action?: ToastAction };

const waiting: Toast[] = [];
const hostsToWake = new Set<() => void>();
let deliver: ((toast: Toast) => void) | null = null;

export function showToast(toast: Toast) {
  if (deliver) return deliver(toast);
  waiting.push(toast);
  for (const wake of hostsToWake) wake();
}

/** Called by the loaded host: shows what waited, then every later toast directly. */
export function connectToasts(show: (toast: Toast) => void): () => void {
  deliver = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    if (deliver === show) deliver = null;
  };
}

const loadHost = () => import('./NotistackHost');
const NotistackHost = lazy(loadHost);

/** Mount once near the root; renders notistack from the first toast on. */
export function ToastHost() {
  const [wanted, setWanted] = useState(waiting.length > 0);
  useEffect(() => {
    const wake = () => setWanted(true);
    hostsToWake.add(wake);
    if (waiting.length > 0) wake();
    whenIdle(() => void loadHost());
    return () => void hostsToWake.delete(wake);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  ) : null;
}
