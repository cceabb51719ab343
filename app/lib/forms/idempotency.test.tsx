import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './idempotency';

const card = { offerId: 'of_1', paymentMethod: 'CARD' };
const credit = { offerId: 'of_1', paymentMethod: 'CREDIT' };

describe('useIdempotencyKey', () => {
  it('keeps one key for one body across renders and retries, until it is renewed', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(card);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current.keyFor({ paymentMethod: 'CARD', offerId: 'of_1' })).toBe(first);
    act(() => result.current.renew());
    const renewed = result.current.keyFor(card);
    expect(renewed).not.toBe(first);
    expect(renewed).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a new key as soon as the body changes, and never gives a key to two bodies', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const byCard = result.current.keyFor(card);
    const byCredit = result.current.keyFor(credit);
    expect(byCredit).not.toBe(byCard);
    expect(result.current.keyFor(credit)).toBe(byCredit);
    expect(result.current.keyFor(card)).not.toBe(byCard);
  });

  it('tells files apart by which file they are, and an order of files from another', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const a = new Blob(['same']);
    const b = new Blob(['same']);
    const first = result.current.keyFor({ images: [a, b] });
    expect(result.current.keyFor({ images: [a, b] })).toBe(first);
    const swapped = result.current.keyFor({ images: [b, a] });
    expect(swapped).not.toBe(first);
    expect(result.current.keyFor({ images: [b, new Blob(['same'])] })).not.toBe(swapped);
  });
});
