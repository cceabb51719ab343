import { afterEach, describe, expect, it } from 'vitest';
import { chooseTheme, chosenLocale, chosenTheme } from './display';
import { writeEntry } from './persist';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-color-scheme');
});

describe('display choices', () => {
  it('follows the browser language when nothing was chosen', () => {
    expect(chosenLocale('', ['es-ES', 'en'])).toBe('es');
    expect(chosenLocale('', ['fr-FR'])).toBe('en');
  });

  it('takes ?lang= from any URL and remembers it', () => {
    expect(chosenLocale('?tab=live&lang=es', ['en-GB'])).toBe('es');
    expect(chosenLocale('', ['en-GB'])).toBe('es');
    expect(chosenLocale('?lang=en', ['es'])).toBe('en');
    expect(chosenLocale('', ['es'])).toBe('en');
  });

  it('ignores an unknown ?lang= or a corrupt stored value', () => {
    expect(chosenLocale('?lang=fr', ['en-GB'])).toBe('en');
    writeEntry('display', 'not a choice');
    expect(chosenLocale('', ['es'])).toBe('es');
    expect(chosenTheme()).toBe('system');
  });

  it('keeps the language when the theme is chosen, under the one root key', () => {
    chosenLocale('?lang=es', ['en-GB']);
    chooseTheme('dark');
    expect(chosenLocale('', ['en-GB'])).toBe('es');
    expect(Object.keys(localStorage)).toEqual(['kinetic']);
  });

  it('shows and remembers the theme', () => {
    chooseTheme('dark');
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    expect(chosenTheme()).toBe('dark');
    chooseTheme('system');
    expect(document.documentElement.hasAttribute('data-color-scheme')).toBe(false);
    expect(chosenTheme()).toBe('system');
  });
});
