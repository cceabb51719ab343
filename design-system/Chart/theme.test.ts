import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTheme } from './theme';

/** A browser whose system forces its own colours (Windows high contrast) or not. */
function forcedColours(active: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: active && query === '(forced-colors: active)' }));
}

describe('readTheme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws in the system colours when the system forces its own, since no browser recolours a canvas', () => {
    forcedColours(true);
    const theme = readTheme(document.body);
    expect(theme.text).toBe('CanvasText');
    expect(theme.grid).toBe('GrayText');
    expect(theme.series).toEqual(['Highlight', 'LinkText', 'CanvasText', 'VisitedText', 'ActiveText']);
  });

  it('draws in the theme’s tokens otherwise', () => {
    forcedColours(false);
    expect(readTheme(document.body).text).not.toBe('CanvasText');
  });
});
