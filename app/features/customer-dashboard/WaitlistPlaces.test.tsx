import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureSdk, createAppQueryClient } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { WaitlistPlaces } from './WaitlistPlaces';

const place = {
  classId: 'cl_2011',
  title: 'Shadowbox Conditioning',
  endDate: '2026-12-13T08:45:00+00:00',
  promotion: 'OFFER',
  cutoff: '2026-12-12T08:00:00+00:00',
  bookingId: null,
  promoteOvernight: false,
};
const places = [
  {
    ...place,
    id: 'wl_1',
    classInstanceId: 'ci_1',
    startDate: '2026-12-06T08:00:00+00:00',
    status: 'WAITING',
    position: 2,
    holdUntil: null,
  },
  {
    ...place,
    id: 'wl_2',
    classInstanceId: 'ci_2',
    startDate: '2026-12-13T08:00:00+00:00',
    status: 'OFFERED',
    position: 1,
    holdUntil: '2026-12-12T18:15:00+00:00',
  },
];

/** The customer's places as the API lists them; a claim answered with `status` and `body`. */
function renderPlaces(list: unknown[], claim: { status: number; body: unknown } = { status: 201, body: {} }) {
  const sent: string[] = [];
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: async (input) => {
      const request = input as Request;
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return request.method === 'GET' ? Response.json(list) : Response.json(claim.body, { status: claim.status });
    },
  });
  const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });
  const view = render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={intl}>
        <WaitlistPlaces />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { sent, view };
}

afterEach(() => configureSdk({}));

describe('the dashboard’s waitlist places', { timeout: 20_000 }, () => {
  it('say the position, the offer’s deadline, and offer Claim only on the offer', async () => {
    renderPlaces(places);
    expect(await screen.findByText('Number 2 in line')).toBeTruthy();
    expect(screen.getByText(/^Offered: claim before (18:15|06:15 PM)$/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Claim the place in Shadowbox Conditioning' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Leave the waitlist for Shadowbox Conditioning' })).toHaveLength(2);
  });

  it('show a refused claim in the API’s words', async () => {
    const message = 'This offer has ended and the place went to the next person waiting.';
    const { sent } = renderPlaces(places, {
      status: 409,
      body: { status: 409, code: 'OFFER_EXPIRED', message, timestamp: '2026-12-12T18:16:00+00:00', details: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim the place in Shadowbox Conditioning' }));
    expect(await screen.findByText(`That didn’t work: ${message}`)).toBeTruthy();
    expect(sent).toContain('POST /api/customer/waitlist/wl_2/claim');
  });

  it('show nothing when the customer waits for nothing', async () => {
    const { sent, view } = renderPlaces([]);
    await expect.poll(() => sent.length).toBe(1);
    await expect.poll(() => view.container.textContent).toBe('');
  });
});
