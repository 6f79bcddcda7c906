/** Toasts with the spec's durations: errors 4 s, successes 2 s. */
import { showToast } from './toasts';

const ERROR_MS = 4000;
const SUCCESS_MS = 2000;

const notify = {
  success: (message: string) => showToast({ message, variant: 'success', autoHideDuration: SUCCESS_MS }),
  error: (message: string) => showToast({ message, variant: 'error', autoHideDuration: ERROR_MS }),
};

export function useNotify() {
  return notify;
}
