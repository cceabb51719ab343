import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider, loadIntl } from '../i18n';
import { UpdatePrompt } from './UpdatePrompt';

async function renderPrompt(locale: 'en' | 'es', onReload = vi.fn(async () => undefined)) {
  render(
    <IntlProvider value={await loadIntl(locale)}>
      <UpdatePrompt onReload={onReload} />
    </IntlProvider>,
  );
  return onReload;
}

describe('the update prompt', () => {
  it('says a new version is ready in its own region, and Reload activates it once', async () => {
    const onReload = await renderPrompt('en');
    const region = screen.getByRole('region', { name: 'App update' });
    expect(region.textContent).toContain('Update available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Reload/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('speaks Spanish', async () => {
    await renderPrompt('es');
    expect(screen.getByRole('region', { name: 'Actualización de la app' }).textContent).toContain(
      'Actualización disponible',
    );
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });
});
