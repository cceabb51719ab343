import { useEffect, useState } from 'react';
import { forcedSeries } from './Chart.css';

const FORCED_COLORS = '(forced-colors: active)';

/** Reads the live token values (they change with the colour scheme) for canvas drawing. */
export function readTheme(el: Element) {
  if (window.matchMedia?.(FORCED_COLORS).matches)
    return {
      text: 'CanvasText',
      grid: 'GrayText',
      font: getComputedStyle(el).getPropertyValue('--kn-font-body').trim() || 'system-ui, sans-serif',
      series: forcedSeries,
      brand: 'Highlight',
    };
  const cs = getComputedStyle(el);
  const v = (name: string, fallback: string) => cs.getPropertyValue(`--kn-${name}`).trim() || fallback;
  return {
    text: v('color-textMuted', '#4d5560'),
    grid: v('color-border', '#dadfd2'),
    font: v('font-body', 'system-ui, sans-serif'),
    series: [
      v('color-brandText', '#3a6500'),
      v('color-accent', '#cc3714'),
      v('color-info', '#1f5a96'),
      v('color-warning', '#8a5200'),
      v('color-positive', '#1b7a3a'),
    ],
    brand: v('color-brand', '#c6f432'),
  };
}

export type ChartTheme = ReturnType<typeof readTheme>;

/**
 * A number that changes whenever the colour scheme does (the `data-color-scheme` attribute, the
 * system preference or forced colours), so a chart redraws with the new colours.
 */
export function useColorSchemeChanges(): number {
  const [scheme, setScheme] = useState(0);
  useEffect(() => {
    const bump = () => setScheme((n) => n + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-scheme'] });
    const media = ['(prefers-color-scheme: dark)', FORCED_COLORS].map((query) => window.matchMedia?.(query));
    for (const query of media) query?.addEventListener?.('change', bump);
    return () => {
      observer.disconnect();
      for (const query of media) query?.removeEventListener?.('change', bump);
    };
  }, []);
  return scheme;
}
