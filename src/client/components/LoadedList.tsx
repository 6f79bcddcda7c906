/**
 * A list read from the server, in its three states: a spinner while it loads, the empty
 * message when there is nothing, else one element per item. A failure is told in a toast
 * (the server's message, or `failure` when it has none) and the list shows as empty.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect } from 'react';
import EmptyState from './EmptyState';
import { failureMessage } from './failureMessage';
import { useNotify } from './useNotify';

export type LoadedListProps<T> = {
  items: T[];
  isLoading: boolean;
  error: unknown;
  /** The toast when loading fails and the server says nothing better. */
  failure: string;
  /** What an empty list says. */
  empty: string;
  /** The spinner's name for screen readers. */
  loadingLabel: string;
  spacing?: number;
  children: (item: T) => ReactNode;
};

export default function LoadedList<T>({
  items,
  isLoading,
  error,
  failure,
  empty,
  loadingLabel,
  spacing = 2,
  children,
}: LoadedListProps<T>) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify.error(failureMessage(error, failure));
  }, [error, failure, notify]);
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (items.length === 0) return <EmptyState message={empty} />;
  return <Stack spacing={spacing}>{items.map(children)}</Stack>;
}
