import { useEffect, useState, type ReactNode } from 'react';
import { loadPersistedState, PERSIST_LOAD_TIMEOUT_MS } from '../lib/storage/persist';

/**
 * Renders no page until persisted state (the sessions) has loaded, so nobody sees a signed-out
 * flash, and waits at most PERSIST_LOAD_TIMEOUT_MS: after that the app renders anyway, signed out.
 */
export function PersistGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    const timeout = setTimeout(() => active && setReady(true), PERSIST_LOAD_TIMEOUT_MS);
    loadPersistedState()
      .catch((error: unknown) => console.error('Persisted state did not load.', error))
      .finally(() => {
        clearTimeout(timeout);
        if (active) setReady(true);
      });
    return () => {
      active = false;
      clearTimeout(timeout);
    };
  }, []);
  return ready ? children : null;
}
