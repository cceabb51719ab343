import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
import YourPacksPage from './YourPacksPage';

// Your packs, as Olivia sees them when they cannot be loaded and when she holds none yet.
describe('Your packs', { timeout: 20_000 }, () => {
  it('says when the packs cannot be loaded; Try again finds none yet, and points to the trainers', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    renderScreen('/dashboard/packs', <YourPacksPage />, [['GET', /^\/customer\/packs$/, () => answer()]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your packs' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We could not load your packs' })).toBeTruthy();
    answer = json([]);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'No packs yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a trainer’s pack' }).getAttribute('href')).toBe(
      '/discover?tab=trainers',
    );
    await expectNoAxeViolations();
  });
});
