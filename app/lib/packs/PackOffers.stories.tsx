import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering, json, maya, refusal, samplePack, withApp } from '../stories';
import { PackOffers } from './PackOffers';

/**
 * A trainer's class packs on sale, on her profile and on a class page ("or use a pack: 10 for £70,
 * £7 a class"): a customer buys one through the checkout (asked first), anyone else sees the offers.
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

/** On the recorded kettlebell class's page: only the pack that pays for it (not the live classes'). Buy asks first, and says when the API refuses. */
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
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not start the payment for Five kettlebell sessions. Try again.',
    );
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
