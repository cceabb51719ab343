import { useEffect, useState } from 'react';

/** The current time, updated every `interval` ms, for rules that open and close with the clock (Join, a room opening). */
export function useNow(interval = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
