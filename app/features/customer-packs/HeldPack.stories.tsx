import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { maya, withApp } from '@/app/lib/stories';
import { HeldPack } from './HeldPack';
import * as styles from './CustomerPacks.css';

/**
 * One of the customer's class packs on "Your packs" (`/dashboard/packs`): the credits left of all,
 * what a credit pays for, when it expires (a warning in its last week), what was paid (and the code
 * or intro price it had), and each credit's history behind "History of each credit".
 */
const meta = {
  title: 'Customer/Held pack',
  component: HeldPack,
  decorators: [
    withApp,
    (Story) => (
      <ul className={styles.packs}>
        <Story />
      </ul>
    ),
  ],
  parameters: { visual: { phone: true } },
} satisfies Meta<typeof HeldPack>;
export default meta;
type Story = StoryObj<typeof meta>;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const bought = { type: 'BOUGHT' as const, at: '2026-03-01T10:00:00Z', bookingId: null, title: null };
const used = (at: string) => ({ type: 'USED' as const, at, bookingId: 'bk-1', title: 'HIIT 45: Full-body burn' });

const pack = (overrides: Partial<Schema<'CustomerPack'>>): Schema<'CustomerPack'> => ({
  id: 'cp-1',
  pack: {
    id: 'pk-10',
    name: 'Ten live classes',
    trainer: { ...maya, timeZone: 'Europe/London' },
    paysFor: { kinds: ['LIVE_CLASSES'], classIds: [] },
  },
  status: 'ACTIVE',
  creditsTotal: 3,
  creditsLeft: 1,
  amountPaid: gbp(5600),
  discount: { source: 'PROMO_CODE', code: 'SPRING20', amount: gbp(1400) },
  paymentMethod: 'CARD',
  invoiceId: 'inv-1',
  purchasedAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-05-30T23:59:59+01:00',
  credits: [
    { id: 'cr-1', status: 'SPENT', history: [bought, used('2026-03-04T18:30:00Z')] },
    {
      id: 'cr-2',
      status: 'FORFEITED',
      history: [
        bought,
        used('2026-03-10T18:30:00Z'),
        { type: 'FORFEITED', at: '2026-03-11T17:00:00Z', bookingId: 'bk-1', title: 'HIIT 45: Full-body burn' },
      ],
    },
    { id: 'cr-3', status: 'AVAILABLE', history: [bought] },
  ],
  ...overrides,
});

/** The stories' day: 18 March 2026, noon. */
const now = new Date('2026-03-18T12:00:00Z');

/** An active pack: a credit left, its expiry, the code it was bought with; the history opens on a click. */
export const Active: Story = {
  args: { pack: pack({}), now },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('listitem', { name: 'Ten live classes' });
    await expect(item).toHaveTextContent('1 credit left of 3');
    await expect(item).toHaveTextContent('Pays for: live classes');
    await expect(item).toHaveTextContent('Expires at the end of Saturday 30 May');
    await expect(item).toHaveTextContent('Paid £56 on Sunday 1 March, £14 off with SPRING20');
    await userEvent.click(canvas.getByText('History of each credit'));
    const credits = canvas.getByRole('list', { name: 'Credits of Ten live classes' });
    await expect(credits).toHaveTextContent(
      'Bought 1 Mar, Used for HIIT 45: Full-body burn 10 Mar, Forfeited: HIIT 45: Full-body burn cancelled late 11 Mar',
    );
  },
};

/** Five days before its end: the expiry is a warning. */
export const ExpiringSoon: Story = {
  args: { pack: pack({ expiresAt: '2026-03-23T23:59:59Z', discount: null }), now },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Expires in 5 days/)).toHaveTextContent(
      'Expires in 5 days: use your credits before Monday 23 March ends',
    );
  },
};

/** A pack for two chosen classes, every credit used. */
export const UsedUp: Story = {
  args: {
    pack: pack({
      status: 'USED_UP',
      creditsLeft: 0,
      discount: { source: 'INTRO_OFFER', code: null, amount: gbp(2000) },
      pack: { ...pack({}).pack, name: 'Five HIIT sessions', paysFor: { kinds: [], classIds: ['cl-1', 'cl-2'] } },
    }),
    now,
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem', { name: 'Five HIIT sessions' });
    await expect(item).toHaveTextContent('No credits left of 3');
    await expect(item).toHaveTextContent('Pays for any of 2 chosen classes');
    await expect(item).toHaveTextContent('the intro price');
  },
};

/** An expired pack says when it ended. */
export const Expired: Story = {
  args: { pack: pack({ status: 'EXPIRED', creditsLeft: 0, expiresAt: '2026-03-10T23:59:59Z' }), now },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired on Tuesday 10 March')).toBeVisible();
  },
};
