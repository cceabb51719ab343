import { afterEach, describe, expect, it, vi } from 'vitest';
import { getColorScheme, getResolvedColorScheme, setColorScheme } from './colorScheme';
import { contrast, darkColors, lightColors, type ColorRoles } from './palette';

type Pair = [keyof ColorRoles, keyof ColorRoles];
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['text', 'surfaceHover'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onBrand', 'brandPressed'],
  ['brandText', 'surface'],
  ['brandText', 'background'],
  ['brandText', 'brandSoft'],
  ['accentText', 'surface'],
  ['accentText', 'accentSoft'],
  ['onAccent', 'accent'],
  ['positive', 'surface'],
  ['positive', 'positiveSoft'],
  ['onPositive', 'positive'],
  ['critical', 'surface'],
  ['critical', 'criticalSoft'],
  ['onCritical', 'critical'],
  ['onCritical', 'criticalHover'],
  ['warning', 'surface'],
  ['warning', 'warningSoft'],
  ['info', 'surface'],
  ['info', 'infoSoft'],
  ['text', 'neutralSoft'],
  ['onInverse', 'inverse'],
];
// Non-text (WCAG 1.4.11): focus ring, field borders, rating stars against their surfaces.
const uiPairs: Pair[] = [
  ['focus', 'surface'],
  ['focus', 'background'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['rating', 'surface'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme colour roles', (_name, colors) => {
  it.each(textPairs)('%s on %s meets AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s on %s meets 3:1 for UI components', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('colour scheme API', () => {
  afterEach(() => setColorScheme('system'));

  it('sets and clears data-color-scheme on <html>', () => {
    setColorScheme('dark');
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    expect(getColorScheme()).toBe('dark');
    setColorScheme('light');
    expect(getResolvedColorScheme()).toBe('light');
    setColorScheme('system');
    expect(document.documentElement.hasAttribute('data-color-scheme')).toBe(false);
    expect(getColorScheme()).toBe('system');
  });

  it('resolves "system" from prefers-color-scheme', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('dark') }) as MediaQueryList);
    expect(getResolvedColorScheme()).toBe('dark');
    vi.unstubAllGlobals();
  });
});
