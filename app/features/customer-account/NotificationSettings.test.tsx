import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureSdk, createAppQueryClient } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { NotificationSettings } from './NotificationSettings';

/** Every notification on but marketing emails, which the tests turn on. */
const preferences = {
  ...Object.fromEntries(['class', 'oneToOne', 'review'].map((kind) => [`${kind}Reminders`, true])),
  followedTrainerLive: true,
  newClassesFromFollowed: true,
  favouriteCategoryClasses: true,
  waitlistPlaces: true,
  marketingEmails: false,
  updatedAt: '2026-09-02T08:00:00+00:00',
};

/** The settings as the API reads them; a save answered with `status` and `body`. */
function renderSettings(status: number, body: unknown) {
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: async (input) =>
      (input as Request).method === 'GET' ? Response.json(preferences) : Response.json(body, { status }),
  });
  const intl = createIntl({ locale: 'en', onError: () => undefined });
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={intl}>
        <NotificationSettings />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

async function saveWithMarketing() {
  await userEvent.click(await screen.findByRole('switch', { name: 'News and offers by email' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
}

afterEach(() => configureSdk({}));

describe('a failed notification save', { timeout: 20_000 }, () => {
  it('says what the API refused, in its words', async () => {
    renderSettings(400, { status: 400, code: 'VALIDATION_FAILED', message: 'Marketing emails need a verified email.' });
    await saveWithMarketing();
    expect(await screen.findByText('Marketing emails need a verified email.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'News and offers by email' })).toHaveProperty('checked', true);
  });

  it('keeps the spec’s words when the server fails', async () => {
    renderSettings(500, { status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    await saveWithMarketing();
    expect(
      await screen.findByText(
        'We could not save your notification settings. Your choices are kept: try again in a moment.',
      ),
    ).toBeTruthy();
  });
});
