import { useCallback } from 'react';
import { fingerprint } from '../forms/idempotency';

/** Where this tab keeps a booking attempt's key: session storage, under what is being bought. */
const storageName = (what: string) => `kinetic.booking-attempt.${what}`;

interface Attempt {
  key: string;
  body: string;
}

function readAttempt(name: string): Attempt | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(name) ?? 'null') as Partial<Attempt> | null;
    return typeof kept?.key === 'string' && typeof kept.body === 'string' ? { key: kept.key, body: kept.body } : null;
  } catch {
    return null;
  }
}

/**
 * The `Idempotency-Key` of a booking attempt, kept with the attempt in this tab's session storage
 * under `what` is being bought (a class session, a one-to-one at a time), as a payment provider's
 * checkout keeps it: closing the dialog after an unanswered request and trying again, even after a
 * reload, sends the same key, so the server books at most once. As `useIdempotencyKey`, a key
 * belongs to one request body (card instead of credit is another attempt), and `renew` forgets it
 * once the booking has been made.
 */
export function useAttemptKey(what: string): { keyFor: (body: unknown) => string; renew: () => void } {
  const name = storageName(what);
  const keyFor = useCallback(
    (body: unknown) => {
      const text = fingerprint(body);
      const kept = readAttempt(name);
      if (kept?.body === text) return kept.key;
      const key = crypto.randomUUID();
      sessionStorage.setItem(name, JSON.stringify({ key, body: text } satisfies Attempt));
      return key;
    },
    [name],
  );
  const renew = useCallback(() => sessionStorage.removeItem(name), [name]);
  return { keyFor, renew };
}
