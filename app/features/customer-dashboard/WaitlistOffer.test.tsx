import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import { configureSdk, createAppQueryClient } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { refreshWaitlists } from '@/app/lib/waitlist/WaitlistPlace';
import { WaitlistPlaces } from './WaitlistPlaces';

const waiting = {
  id: 'wl_2',
  classId: 'cl_2011',
  classInstanceId: 'ci_2',
  title: 'Shadowbox Conditioning',
  startDate: '2026-12-13T08:00:00+00:00',
  endDate: '2026-12-13T08:45:00+00:00',
  promotion: 'OFFER',
  cutoff: '2026-12-12T08:00:00+00:00',
  bookingId: null,
  promoteOvernight: false,
  status: 'WAITING',
  position: 1,
  holdUntil: null,
};

describe('a waitlist place offered on the dashboard', { timeout: 20_000 }, () => {
  it('is heard by a screen reader as the place in line turns into the offer with its deadline', async () => {
    let places: unknown[] = [waiting];
    configureSdk({ baseUrls: { api: 'http://api.test/api' }, fetch: async () => Response.json(places) });
    const queryClient = createAppQueryClient();
    const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });
    render(
      <QueryClientProvider client={queryClient}>
        <IntlProvider value={intl}>
          <WaitlistPlaces />
        </IntlProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Number 1 in line');
    await virtual.start({ container: document.body });
    try {
      // The next in line let the place go: the customer's places, read again, hold an offer.
      places = [{ ...waiting, status: 'OFFERED', holdUntil: '2026-12-12T18:15:00+00:00' }];
      act(() => refreshWaitlists(queryClient));
      await screen.findByRole('button', { name: 'Claim the place in Shadowbox Conditioning' });
      await waitFor(async () =>
        expect(await virtual.spokenPhraseLog()).toContainEqual(
          expect.stringMatching(/^polite: .*Offered: claim before (18:15|06:15 PM)$/),
        ),
      );
    } finally {
      await virtual.stop();
      configureSdk({});
    }
  });
});
