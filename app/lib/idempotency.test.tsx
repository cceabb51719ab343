import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './idempotency';

describe('useIdempotencyKey', () => {
  it('keeps one key across renders until it is renewed', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current.key).toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(first);
    expect(result.current.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
