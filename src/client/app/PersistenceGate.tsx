/**
 * Renders the app once redux-persist has put the stored `auth` and `cart` back, like
 * redux-persist's PersistGate, but as a transition: the first full render of the app is then
 * one React can split into short pieces, instead of a single long task that blocks a phone's
 * main thread for a third of a second.
 */
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { Persistor } from 'redux-persist';

export type PersistenceGateProps = { persistor: Persistor; children: ReactNode };

export default function PersistenceGate({ persistor, children }: PersistenceGateProps) {
  const [ready, setReady] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setReady(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor]);
  return ready ? children : null;
}
