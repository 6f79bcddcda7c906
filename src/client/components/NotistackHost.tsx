/**
 * notistack's provider (loaded with the first toast), up to 20 at once. Toasts sit at the
 * bottom, where they hide nothing important: on a phone, across the bottom centre (at the top
 * they covered the whole header, cart badge included); on a wide screen, bottom left.
 */
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToasts, type ToastAction } from './toasts';
import { useWideScreen } from './useWideScreen';

const actionButton = ({ label, onClick }: ToastAction) =>
  function ToastActionButton(key: SnackbarKey) {
    return (
      <Button
        color="inherit"
        size="small"
        sx={{ fontWeight: 700, minHeight: 44 }}
        onClick={() => {
          closeSnackbar(key);
          onClick();
        }}
      >
        {label}
      </Button>
    );
  };

export default function NotistackHost() {
  const wide = useWideScreen();
  useEffect(
    () =>
      connectToasts(({ message, action, ...options }) => enqueueSnackbar(message, { ...options, action: action && actionButton(action) })),
    [],
  );
  return <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'bottom', horizontal: wide ? 'left' : 'center' }} />;
}
