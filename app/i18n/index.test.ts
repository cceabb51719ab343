import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIntl } from '.';

const when = { id: 'test.when', defaultMessage: 'On {day, date, short}' };
const day = new Date(2026, 10, 22);

describe('loadIntl', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('formats English from each message’s own default, in the browser’s tag, without an error', async () => {
    const error = vi.spyOn(console, 'error');
    const british = await loadIntl('en', ['en-GB']);
    const american = await loadIntl('en', ['en-US', 'es']);
    expect(british.formatMessage(when, { day })).toBe('On 22/11/26');
    expect(american.formatMessage(when, { day })).toBe('On 11/22/26');
    expect(document.documentElement.lang).toBe('en');
    expect(error).not.toHaveBeenCalled();
  });

  it('uses the Spanish catalogue and falls back to English, silently, where it has no message', async () => {
    const error = vi.spyOn(console, 'error');
    const intl = await loadIntl('es', ['es-ES']);
    expect(intl.formatMessage({ id: 'header.login', defaultMessage: 'Log in' })).toBe('Iniciar sesión');
    expect(intl.formatMessage({ id: 'test.untranslated', defaultMessage: 'Only in English' })).toBe('Only in English');
    expect(document.documentElement.lang).toBe('es');
    expect(error).not.toHaveBeenCalled();
  });
});
