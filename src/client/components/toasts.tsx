/**
 * Toasts, with notistack's code loaded by the first toast rather than by every first visit:
 * a toast only ever follows something the shopper did, and notistack is a twentieth of what /
 * would otherwise download. Toasts asked for before the code arrives wait in order and show
 * as soon as it has.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

export type Toast = { message: string; variant: 'success' | 'error'; autoHideDuration: number };

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

const NotistackHost = lazy(() => import('./NotistackHost'));

/** Mount once near the root; renders notistack from the first toast on. */
export function ToastHost() {
  const [wanted, setWanted] = useState(waiting.length > 0);
  useEffect(() => {
    const wake = () => setWanted(true);
    hostsToWake.add(wake);
    if (waiting.length > 0) wake();
    return () => void hostsToWake.delete(wake);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  ) : null;
}
