import { useCallback, useRef } from 'react';

const blobIds = new WeakMap<Blob, number>();
let blobCount = 0;

/** The same text for the same body: object keys in any order, each file (Blob) by identity, not content. */
export function fingerprint(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof Blob) {
      if (!blobIds.has(value)) blobIds.set(value, ++blobCount);
      return `blob:${blobIds.get(value)}`;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  });
}

/**
 * The `Idempotency-Key` for one thing the person means to create (a booking, a refund request, a
 * review, a top-up, a class, a plan, an offer, a certificate). The rule: **a key belongs to one
 * request body.** `keyFor(body)` gives the same key while they retry the same request after a
 * failure, so the server never creates it twice, and a new key as soon as what they ask for changes
 * (card instead of credit, another amount), so the server never answers with the first request's
 * result; `renew` makes a new one once it has been created (or the dialog starts over).
 */
export function useIdempotencyKey(): { keyFor: (body: unknown) => string; renew: () => void } {
  const current = useRef<{ key: string; body: string }>(undefined);
  const keyFor = useCallback((body: unknown) => {
    const text = fingerprint(body);
    if (current.current?.body !== text) current.current = { key: crypto.randomUUID(), body: text };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = undefined;
  }, []);
  return { keyFor, renew };
}
