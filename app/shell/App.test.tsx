import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadIntl } from '../i18n';
import { App } from './App';

afterEach(() => window.history.replaceState(null, '', '/'));

async function open(path: string) {
  window.history.replaceState(null, '', path);
  render(<App intl={await loadIntl('en')} />);
}

describe('while a screen’s code loads', () => {
  it('names the page being opened as the level-one heading, in a polite status region', async () => {
    await open('/dashboard/credit');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Account credit' });
    const status = heading.closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(within(status as HTMLElement).getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('matches a route with an id', async () => {
    await open('/trainer/classes/cl_2001/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit class' })).toBeTruthy();
  });

  it('says the page is not found when no route matches', async () => {
    await open('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
