/** notistack's provider (loaded with the first toast), at the top centre, up to 20 at once. */
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToasts } from './toasts';

export default function NotistackHost() {
  useEffect(() => connectToasts(({ message, ...options }) => enqueueSnackbar(message, options)), []);
  return <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}
