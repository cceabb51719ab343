import { describe, expect, it } from 'vitest';
import { breakpoints, mq } from './breakpoints';

/** Whether a min-width / max-width media query matches a viewport this wide. */
function matches(query: string, width: number): boolean {
  const min = /min-width: ([\d.]+)px/.exec(query);
  const max = /max-width: ([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

const pairs = [
  [breakpoints.largePhone, mq.largePhone, mq.belowLargePhone],
  [breakpoints.tablet, mq.tablet, mq.belowTablet],
  [breakpoints.desktop, mq.desktop, mq.belowDesktop],
  [breakpoints.wide, mq.wide, mq.belowWide],
] as const;

describe('mq', () => {
  it.each(pairs)('splits the widths at %ipx: exactly one of "from" and "below" matches', (px, from, below) => {
    for (const width of [px - 1, px - 0.5, px - 0.02, px, px + 0.5]) {
      expect(matches(from, width)).toBe(width >= px);
      expect(matches(below, width)).toBe(width < px);
    }
  });
});
