import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answering, heldPack, json, recordedClass as recorded, withApp } from '@/app/lib/stories';
import { BuyRecordedClass } from './BuyRecordedClass';

/**
 * Buying a recorded class on its page: the class, its price and the code field every checkout has,
 * and the payment chosen for the customer before anything is sent (a credit of one of the trainer's
 * packs that pays for recorded classes first, then account credit that covers the price, then the
 * card), named on the Buy button. Paid here, it says the video is in the library, with Watch now.
 */
const meta = {
  title: 'Screens/Class page/Buy a recorded class',
  component: BuyRecordedClass,
  decorators: [withApp],
  args: { detail: recorded, onClose: fn() },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof BuyRecordedClass>;
export default meta;
type Story = StoryObj<typeof meta>;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const item = { type: 'RECORDED_CLASS' as const, id: recorded.id };
const credit = (amount: number) =>
  json({ customerId: 'cu-1', balance: gbp(amount), updatedAt: '2026-03-01T10:00:00Z' });
const listPrice = json({ item, priceBefore: gbp(900), priceAfter: gbp(900), discount: null, repeatsOnRenewal: null });

/** A pack of five recorded classes pays, and a live classes' pack does not: the credit is chosen and named on Buy. */
export const PaidWithPack: Story = {
  beforeEach: answering([
    ['GET', /\/customer\/credit$/, credit(5000)],
    [
      'GET',
      /\/customer\/packs$/,
      json([
        heldPack('cp-live', 'Ten live classes', ['LIVE_CLASSES']),
        heldPack('cp-rec', 'Five on demand', ['RECORDED_CLASSES']),
      ]),
    ],
    ['POST', /\/customer\/price-check$/, listPrice],
  ]),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Buy Morning mobility',
    });
    await expect(
      await within(dialog).findByRole('radio', { name: /^A credit of Five on demand/ }, { timeout: 5000 }),
    ).toBeChecked();
    await expect(within(dialog).queryByRole('radio', { name: /Ten live classes/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Buy with a credit of Five on demand' })).toBeEnabled();
  },
};

/** Account credit below the price is greyed with why, and the card is chosen. */
export const CreditTooLow: Story = {
  beforeEach: answering([
    ['GET', /\/customer\/credit$/, credit(500)],
    ['GET', /\/customer\/packs$/, json([])],
    ['POST', /\/customer\/price-check$/, listPrice],
  ]),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Buy Morning mobility',
    });
    await expect(
      await within(dialog).findByRole('button', { name: 'Buy for £9 by card' }, { timeout: 5000 }),
    ).toBeEnabled();
    await expect(
      await within(dialog).findByRole('radio', { name: /^Account credit/ }, { timeout: 5000 }),
    ).toBeDisabled();
    await expect(dialog).toHaveTextContent('£5 available — not enough for this class');
  },
};

/** Bought from account credit: the dialog says it is in the library, with Watch now, which has the focus. */
export const Bought: Story = {
  beforeEach: answering([
    ['GET', /\/customer\/credit$/, credit(5000)],
    ['GET', /\/customer\/packs$/, json([])],
    ['POST', /\/customer\/price-check$/, listPrice],
    ['POST', /\/class\/cl-mobility-20\/buy$/, json({ checkoutUrl: null }, 201)],
  ]),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Buy Morning mobility',
    });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Buy for £9 from credit' }, { timeout: 5000 }),
    );
    await expect(await within(dialog).findByText('It’s in your library', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog).toHaveTextContent(
      'Morning mobility is yours to watch. We’ve taken £9 from your account credit.',
    );
    const watch = within(dialog).getByRole('link', { name: 'Watch now' });
    await expect(watch).toHaveAttribute('href', '/library/cl-mobility-20');
    await expect(watch).toHaveFocus();
  },
};
