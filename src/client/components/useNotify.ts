/** Toasts with the spec's durations: errors 4 s, successes 2 s. */
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

export const ERROR_MS = 4000;
export const SUCCESS_MS = 2000;

export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: SUCCESS_MS }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_MS }),
    }),
    [enqueueSnackbar],
  );
}

/** The server's message from an RTK Query error when it sent one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}
