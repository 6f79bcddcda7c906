/** Toasts with the spec's durations: errors 4 s, successes 2 s. */
import { showToast } from './toasts';

export const ERROR_MS = 4000;
export const SUCCESS_MS = 2000;

const notify = {
  success: (message: string) => showToast({ message, variant: 'success', autoHideDuration: SUCCESS_MS }),
  error: (message: string) => showToast({ message, variant: 'error', autoHideDuration: ERROR_MS }),
};

export function useNotify() {
  return notify;
}

/** The server's message from an RTK Query error when it sent one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}
