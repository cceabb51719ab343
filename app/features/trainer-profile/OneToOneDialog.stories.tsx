import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answering, heldPack, json, maya, withApp } from '@/app/lib/stories';
import { OneToOneDialog } from './OneToOneDialog';

/**
 * Booking a one-to-one slot on a trainer's profile: the offer, the time and the price, the code
 * field every checkout has (the price before struck through and after once a code applies), and
 * the payment chosen for the customer before anything is sent: a credit of one of the trainer's
 * packs that pays for one-to-ones first, then account credit that covers the price, then the card,
 * named on the Book button.
 */
const meta = {
  title: 'Screens/Trainer profile/One-to-one booking',
  component: OneToOneDialog,
  decorators: [withApp],
  args: {
    trainerId: maya.id,
    name: 'Maya',
    offer: {
      id: 'of-maya-45',
      trainerId: maya.id,
      title: 'Private strength',
      description: 'A session built around your goals.',
      durationMinutes: 45,
      price: { amount: 3500, currency: 'GBP' },
      active: true,
    },
    slot: { start: new Date('2026-03-24T12:00:00Z'), end: new Date('2026-03-24T12:45:00Z') },
    onClose: fn(),
    onBooked: fn(),
  },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '760px' } } },
} satisfies Meta<typeof OneToOneDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const item = { type: 'ONE_TO_ONE' as const, id: 'of-maya-45' };
const credit = json({ customerId: 'cu-1', balance: gbp(5000), updatedAt: '2026-03-01T10:00:00Z' });
const listPrice = json({ item, priceBefore: gbp(3500), priceAfter: gbp(3500), discount: null, repeatsOnRenewal: null });

/**
 * A pack of five one-to-ones pays, though account credit would cover the price too (and a live
 * classes' pack expiring sooner does not pay for a one-to-one): the credit is chosen and named on
 * Book.
 */
export const PaidWithPack: Story = {
  beforeEach: answering([
    ['GET', /\/customer\/credit$/, credit],
    [
      'GET',
      /\/customer\/packs$/,
      json([
        heldPack('cp-live', 'Ten live classes', ['LIVE_CLASSES'], '2029-12-31T23:59:59+00:00'),
        heldPack('cp-1to1', 'Five one-to-ones', ['ONE_TO_ONES'], '2030-01-31T23:59:59+00:00'),
      ]),
    ],
    ['POST', /\/customer\/price-check$/, listPrice],
  ]),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Book a session with Maya',
    });
    await expect(
      await within(dialog).findByRole('radio', { name: /^A credit of Five one-to-ones/ }, { timeout: 5000 }),
    ).toBeChecked();
    await expect(within(dialog).queryByRole('radio', { name: /Ten live classes/ })).toBeNull();
    await expect(dialog).toHaveTextContent('3 credits left, until 31 January');
    await expect(within(dialog).getByRole('button', { name: 'Book with a credit of Five one-to-ones' })).toBeEnabled();
  },
};

/** The price check answers the list price on opening, then the code's price for each code applied. */
const pricing = () => {
  let asked = false;
  const withCode = json({
    item,
    priceBefore: gbp(3500),
    priceAfter: gbp(2800),
    discount: { source: 'PROMO_CODE', code: 'STRONG20', amount: gbp(700) },
    repeatsOnRenewal: null,
  });
  return () => {
    const answer = asked ? withCode : listPrice;
    asked = true;
    return answer();
  };
};

/** A code takes £7 off: the price before struck through and after, and account credit pays the lower price. */
export const WithCode: Story = {
  beforeEach: () =>
    answering([
      ['GET', /\/customer\/credit$/, credit],
      ['GET', /\/customer\/packs$/, json([])],
      ['POST', /\/customer\/price-check$/, pricing()],
    ])(),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Book a session with Maya',
    });
    await expect(
      await within(dialog).findByRole('button', { name: 'Book and pay £35 from credit' }, { timeout: 5000 }),
    ).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Have a code?' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'strong20', { delay: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(await within(dialog).findByText('Code STRONG20 applied: £7 off', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog).toHaveTextContent('£28, was £35');
    await expect(within(dialog).getByRole('radio', { name: /^Account credit/ })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Book and pay £28 from credit' })).toBeEnabled();
  },
};
