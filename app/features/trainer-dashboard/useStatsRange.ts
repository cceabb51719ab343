import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseRange, rangeParams, type StatsRange } from './range';

/**
 * The statistics' period lives in the URL (`?range=…` or `?from=…&to=…`), so back/forward and
 * reloads keep it; choosing another replaces the one there.
 */
export function useStatsRange() {
  const [params, setParams] = useSearchParams();
  const range = parseRange(params);
  const setRange = useCallback(
    (next: StatsRange) =>
      setParams((prev) => {
        const updated = new URLSearchParams(prev);
        for (const name of ['range', 'from', 'to']) updated.delete(name);
        for (const [name, value] of Object.entries(rangeParams(next))) updated.set(name, value);
        return updated;
      }),
    [setParams],
  );
  return { range, setRange };
}
