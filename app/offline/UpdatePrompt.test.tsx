import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider, loadIntl } from '../i18n';
import { UpdatePrompt } from './UpdatePrompt';

async function renderPrompt(locale: 'en' | 'es') {
  const onReload = vi.fn(async () => undefined);
  const onDismiss = vi.fn();
  render(
    <IntlProvider value={await loadIntl(locale)}>
      <UpdatePrompt onReload={onReload} onDismiss={onDismiss} />
    </IntlProvider>,
  );
  return { onReload, onDismiss };
}

describe('the update prompt', () => {
  it('says a new version is ready in its own region, and Reload activates it once', async () => {
    const { onReload, onDismiss } = await renderPrompt('en');
    const region = screen.getByRole('region', { name: 'App update' });
    expect(region.textContent).toContain('Update available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Reload/ }).getAttribute('aria-disabled')).toBe('true');
    // Once reloading, Not now can no longer leave the page on the old version.
    expect(screen.getByRole('button', { name: 'Not now' }).hasAttribute('disabled')).toBe(true);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('Not now dismisses it without reloading', async () => {
    const { onReload, onDismiss } = await renderPrompt('en');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await renderPrompt('es');
    expect(screen.getByRole('region', { name: 'Actualización de la app' }).textContent).toContain(
      'Actualización disponible',
    );
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeTruthy();
  });
});
