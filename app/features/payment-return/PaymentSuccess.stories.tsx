import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { maya, withApp } from '@/app/lib/stories';
import { PaymentSuccess } from './PaymentSuccessPage';

const bought = { type: 'BOUGHT' as const, at: '2026-03-18T18:06:00Z', bookingId: null, title: null };
const tenLive: Schema<'CustomerPack'> = {
  id: 'cp-10',
  pack: {
    id: 'pk-10',
    name: 'Ten live classes',
    trainer: { ...maya, timeZone: 'Europe/London' },
    paysFor: { kinds: ['LIVE_CLASSES'], classIds: [] },
  },
  status: 'ACTIVE',
  creditsTotal: 10,
  creditsLeft: 10,
  amountPaid: { amount: 20000, currency: 'GBP' },
  discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 5000, currency: 'GBP' } },
  paymentMethod: 'CARD',
  invoiceId: 'inv-10',
  purchasedAt: bought.at,
  expiresAt: '2026-06-16T23:59:59+01:00',
  credits: Array.from({ length: 10 }, (_, index) => ({
    id: `cr-10-${index + 1}`,
    status: 'AVAILABLE' as const,
    history: [bought],
  })),
};
const packPaid = { kind: 'pack', packId: tenLive.pack.id } as const;

/**
 * `/payment-success` after a class pack's checkout: the page reads the pack the checkout paid for
 * by the provider's checkout session, and names it once the API has it, with its credits and the
 * day they expire; until then it says it is confirming, and if the API never has it, what to do.
 * What it says is a status: a screen reader hears it as it changes.
 */
const meta = {
  title: 'Screens/Payment success',
  component: PaymentSuccess,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', visual: { phone: true }, docs: { story: { inline: false, height: '900px' } } },
} satisfies Meta<typeof PaymentSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pack is the customer's: which pack, how many credits and until when, and the way to Your packs. */
export const PackBought: Story = {
  args: { state: 'confirmed', paid: packPaid, pack: tenLive },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Payment successful\s*Ten live classes is yours: 10 credits, until 16 June\./,
    );
    await expect(canvas.getByRole('link', { name: 'See your packs' })).toHaveAttribute('href', '/dashboard/packs');
  },
};

/** The API does not have the paid pack yet: the page says it is confirming. */
export const Confirming: Story = {
  args: { state: 'confirming', paid: packPaid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Confirming your payment/);
  },
};

/** The API never had it (or the address named no checkout session): what to do next. */
export const Unconfirmed: Story = {
  args: { state: 'unconfirmed', paid: packPaid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/We couldn’t confirm your payment yet/);
    await expect(canvas.getByRole('link', { name: /dashboard/i })).toBeVisible();
  },
};
