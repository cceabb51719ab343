import { render, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import { PaymentReturnLayout } from './PaymentReturnLayout';

/** The return page while the payment is confirmed, then once it is: the words the status says. */
const page = (eyebrow: string, title: string, body: string) => (
  <PaymentReturnLayout
    illustration={null}
    eyebrow={eyebrow}
    eyebrowTone="brand"
    title={title}
    body={body}
    actions={null}
    status
  />
);

describe('PaymentReturnLayout', () => {
  it('says to a screen reader that the payment is confirmed once it is', async () => {
    const view = render(page('One moment', 'Confirming your payment', 'This takes a few seconds.'));
    await virtual.start({ container: document.body });
    try {
      view.rerender(page('Thank you', 'You’re booked', 'Sunrise Vinyasa Flow is in your dashboard.'));
      await waitFor(async () =>
        // Eyebrow, title and body are blocks: the virtual reader joins their text without spaces.
        expect(await virtual.spokenPhraseLog()).toContainEqual(
          expect.stringMatching(/^polite: Thank you ?You’re booked ?Sunrise Vinyasa Flow is in your dashboard\.$/),
        ),
      );
    } finally {
      await virtual.stop();
    }
  });
});
