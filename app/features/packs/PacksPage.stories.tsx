import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '@/app/lib/stories';
import PacksPage from './PacksPage';
import { answering, classes, feePolicy, introOffer, json, never, packs, promoCodes, refusal } from './storyAnswers';

/**
 * `/trainer/packs`, "Packs and offers": the trainer's class packs, the intro offer's form and the
 * promo codes, each section its own query with its own loading, empty and failed states.
 *
 * - **Packs:** a card each, with the price for its credits, the price per credit beside a single
 *   class's, how long it lasts, what a credit pays for, sales and holders, and whether it is on
 *   sale, off sale or withdrawn. Edit and Withdraw (confirmed first: holders keep their credits)
 *   are offered until it is withdrawn.
 * - **Intro offer:** a first class's price and/or a first pack's, saved in place; none yet (the
 *   API's 404) is an empty form.
 * - **Promo codes:** a row each, with the discount, what it applies to, its days, its uses and
 *   whether it is active, paused or ended; New promo code below.
 * - **Cancellation and no-show fees:** the trainer's default late-cancel window and fee and
 *   no-show fee, saved in place; none set yet (the API's 404) is no fees.
 *
 * Each section is named by its heading; a loading section is a `status` named by what it waits
 * for; a failed one says so with Try again.
 */
const meta = {
  title: 'Screens/Packs and offers',
  component: PacksPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', visual: { phone: true }, docs: { story: { inline: false, height: '900px' } } },
} satisfies Meta<typeof PacksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = answering([
  ['GET', /\/packs$/, json(packs)],
  ['GET', /\/intro-offer$/, json(introOffer)],
  ['GET', /\/promo-codes$/, json(promoCodes)],
  ['GET', /\/fee-policy$/, json(feePolicy)],
  ['GET', /^\/class\/web\/from-trainer$/, json(classes)],
  ['POST', /\/withdraw$/, refusal(409, 'PACK_WITHDRAWN', 'This pack has been withdrawn.')],
]);

/** Maya's packs (on sale, off sale, withdrawn), her intro offer and her codes (active, open-ended, paused, ended). */
export const Loaded: Story = {
  beforeEach: loaded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your packs' });
    const ten = within(list).getByRole('listitem', { name: 'Ten live classes' });
    await expect(ten).toHaveTextContent('£70 for 10 credits');
    await expect(ten).toHaveTextContent('£7 a credit · a single class from £8');
    const withdrawn = within(list).getByRole('listitem', { name: 'Twenty anything' });
    await expect(within(withdrawn).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    await expect(await canvas.findByRole('list', { name: 'Your promo codes' })).toHaveTextContent(
      'Used 37 of 100 times',
    );
    await expect(await canvas.findByLabelText('First class price')).toHaveValue('£3.00');
    await expect(await canvas.findByLabelText('No-show fee')).toHaveValue('£15.00');
  },
};

/** Withdraw asks first, says the holders keep their credits, and shows the API's refusal in the dialog. */
export const WithdrawRefused: Story = {
  beforeEach: loaded,
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Withdraw Ten live classes' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Withdraw Ten live classes?' });
    await expect(dialog).toHaveTextContent('The 21 customers who hold credits keep them until they expire.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw pack' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This pack has been withdrawn.');
  },
};

/** A trainer with no packs, no intro offer (404), no codes and no fees (404). */
export const Empty: Story = {
  beforeEach: answering([
    ['GET', /\/packs$/, json([])],
    ['GET', /\/promo-codes$/, json([])],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No packs yet' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No promo codes yet' })).toBeVisible();
    await expect(await canvas.findByLabelText('First class price')).toHaveValue('');
    await expect(await canvas.findByLabelText('Late-cancel window (hours)')).toHaveValue('0');
  },
};

/** Every section waiting for its answer. */
export const Loading: Story = {
  beforeEach: answering([['GET', /./, never]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your packs' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading your promo codes' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading your fees' })).toBeVisible();
  },
};

/** Every section failed on the server's side: each says so, with Try again. */
export const Failed: Story = {
  beforeEach: answering([['GET', /./, refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(4), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('heading', { name: 'Your packs could not load' })).toBeVisible();
  },
};
