/**
 * Toasts with the spec's durations: errors 4 s, successes 2 s; a success offering a way on
 * (View cart) stays 4 s, time enough to reach its button on a phone.
 */
import { showToast, type ToastAction } from './toasts';

const ERROR_MS = 4000;
const SUCCESS_MS = 2000;

const notify = {
  success: (message: string, action?: ToastAction) =>
    showToast({ message, variant: 'success', autoHideDuration: action ? ERROR_MS : SUCCESS_MS, action }),
  error: (message: string) => showToast({ message, variant: 'error', autoHideDuration: ERROR_MS }),
};

export function useNotify() {
  return notify;
}
