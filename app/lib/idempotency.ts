import { useCallback, useState } from 'react';

/**
 * The `Idempotency-Key` for one thing the person means to create (a booking, a refund request, a
 * review, a top-up). The key stays the same while they retry after a failure, so the server never
 * creates it twice; `renew` makes a new one once it has been created (or the dialog starts over).
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew };
}
