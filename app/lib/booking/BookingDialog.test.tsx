import { createIntl } from '@formatjs/intl';
import { virtual } from '@guidepup/virtual-screen-reader';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '@/app/i18n';
import { BookingConfirmed } from './BookingDialog';

const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });
const confirmed = (
  <IntlProvider value={intl}>
    <BookingConfirmed
      what="Sunrise Vinyasa Flow"
      when="Tuesday 8 December, 06:00 – 07:00"
      price={{ amount: 3000, currency: 'GBP' }}
    />
  </IntlProvider>
);

describe('a booking made from credit', () => {
  it('is heard as it takes the place of the dialog’s body: what, when and what it cost', async () => {
    await virtual.start({ container: document.body });
    try {
      render(confirmed);
      await waitFor(async () =>
        expect(await virtual.spokenPhraseLog()).toContainEqual(
          expect.stringMatching(
            /^polite: You’re booked ?Sunrise Vinyasa Flow, Tuesday 8 December, 06:00 – 07:00\. We’ve taken £30 from your account credit\.$/,
          ),
        ),
      );
    } finally {
      await virtual.stop();
    }
  });

  it('gives the focus to the way on, as Book went with the body it was in', () => {
    render(confirmed);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Go to your dashboard' }));
  });
});
