import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answering, json, maya, refusal, samplePack, withApp } from '../stories';
import { PackOffers } from './PackOffers';

/**
 * A trainer's class packs on sale, on her profile and on a class page ("or use a pack: 10 for £70,
 * £7 a class"): a customer buys one from account credit when it covers the price, else through the
 * checkout (asked first, the payment named before anything is sent); anyone else sees the offers.
 * A class page shows only the packs that pay for its class; the section is there only with packs.
 */
const meta = {
  title: 'Patterns/Pack offers',
  component: PackOffers,
  decorators: [withApp],
  args: { trainerId: maya.id, returnPath: '/trainers/tr-maya', canBuy: true },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof PackOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

const packs = [
  samplePack({ id: 'pk-10', name: 'Ten live classes' }),
  samplePack({
    id: 'pk-5',
    name: 'Five kettlebell sessions',
    credits: 5,
    price: { amount: 3750, currency: 'GBP' },
    validityDays: 60,
    paysFor: { kinds: [], classIds: ['cl-kettlebell'] },
  }),
  samplePack({ id: 'pk-20', name: 'Twenty anything', status: 'WITHDRAWN' }),
];

/** The SDK answers the packs, and refuses a purchase (the pack went off sale meanwhile). */
const packsAnswered = answering([
  ['GET', /\/packs$/, json(packs)],
  ['POST', /\/buy$/, refusal(409, 'PACK_NOT_ON_SALE', 'This pack is not on sale any more.')],
]);

/** On the trainer's profile: each pack on sale, with Buy. */
export const Profile: Story = {
  beforeEach: packsAnswered,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Class packs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('listitem', { name: 'Ten live classes' })).toHaveTextContent(
      'or use a pack: 10 for £70, £7 a class',
    );
  },
};

/** On the recorded kettlebell class's page: only the pack that pays for it (not the live classes'). Buy asks first, and says in the API's words why it was refused. */
export const ClassPage: Story = {
  beforeEach: packsAnswered,
  args: { purchase: { kind: 'RECORDED_CLASS', trainerId: maya.id, classId: 'cl-kettlebell' } },
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await body.findByRole('list', { name: 'Class packs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Buy Five kettlebell sessions' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Buy Five kettlebell sessions?' });
    await expect(dialog).toHaveTextContent('5 credits for £37.50, each paying for one class, valid for 60 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This pack is not on sale any more.');
  },
};

/** The customer's account credit, `amount` pence. */
const creditOf = (amount: number): [string, RegExp, ReturnType<typeof json>] => [
  'GET',
  /\/customer\/credit$/,
  json({ customerId: 'cu-1', balance: { amount, currency: 'GBP' }, updatedAt: '2026-03-01T10:00:00Z' }),
];

/** Buy pressed on Ten live classes: the page, the offer and its dialog. */
async function buyTenLiveClasses(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const offer = await body.findByRole('listitem', { name: 'Ten live classes' });
  await userEvent.click(within(offer).getByRole('button', { name: 'Buy Ten live classes' }));
  return { body, offer, dialog: await body.findByRole('alertdialog', { name: 'Buy Ten live classes?' }) };
}

/** Account credit covers the pack: the dialog pays from it, and the pack is the customer's at once, said beside the offer. */
export const PaidFromCredit: Story = {
  beforeEach: answering([
    ['GET', /\/packs$/, json(packs)],
    creditOf(9000),
    [
      'POST',
      /\/buy$/,
      json(
        {
          pack: {
            id: 'cp-1',
            pack: { name: 'Ten live classes' },
            creditsLeft: 10,
            expiresAt: '2026-05-30T23:59:59+01:00',
          },
          checkoutUrl: null,
        },
        201,
      ),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const { body, offer, dialog } = await buyTenLiveClasses(canvasElement);
    await expect(await within(dialog).findByRole('radio', { name: /^Account credit/ })).toBeChecked();
    await expect(dialog).toHaveTextContent('£90 available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £70 from credit' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await within(offer).findByText('Ten live classes is yours: 10 credits, until 30 May.')).toBeVisible();
    await expect(within(offer).getByRole('link', { name: 'See your packs' })).toHaveAttribute(
      'href',
      '/dashboard/packs',
    );
  },
};

/** Account credit short of the price: the card is chosen, credit shown but not offered. */
export const CreditShort: Story = {
  beforeEach: answering([['GET', /\/packs$/, json(packs)], creditOf(2000)]),
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await buyTenLiveClasses(canvasElement);
    await expect(await within(dialog).findByRole('radio', { name: /^Account credit/ })).toBeDisabled();
    // The line under it speaks of the pack, not of a booking.
    await expect(within(dialog).getByText('£20 available — not enough for this pack')).toBeInTheDocument();
    await expect(within(dialog).getByRole('radio', { name: /^Card/ })).toBeChecked();
    // The dialog may still be fading in: what counts is that the card's way is the one offered.
    await expect(within(dialog).getByRole('button', { name: 'Go to payment' })).toBeEnabled();
  },
};

/** A visitor sees the offers without Buy. */
export const Visitor: Story = {
  beforeEach: packsAnswered,
  args: { canBuy: false },
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Class packs' });
    await expect(canvas.queryByRole('button', { name: /Buy/ })).toBeNull();
  },
};
