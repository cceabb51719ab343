import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { answering, json, never, refusal, withApp } from '@/app/lib/stories';
import FeesPage from './FeesPage';

type Fee = Schema<'Fee'>;

const session = (title: string, day: string): Fee['session'] => ({
  classId: 'cl-hiit',
  instanceId: `ci-${day}`,
  title,
  startDate: `${day}T18:00:00Z`,
  endDate: `${day}T19:00:00Z`,
});
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const reason = 'My connection dropped as the class began and the room would not let me back in.';

const inGrace: Fee = {
  id: 'fe-grace',
  kind: 'NO_SHOW',
  status: 'PENDING',
  amount: gbp(1500),
  session: session('Full-Body HIIT Ignite', '2026-03-17'),
  trainer: { id: 'tr-priya', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/media/trainers/priya-sharma.svg' },
  graceEndsAt: '2026-03-18T19:00:00Z',
  dispute: null,
  invoiceId: null,
};
const fees: Fee[] = [
  inGrace,
  {
    ...inGrace,
    id: 'fe-disputed',
    status: 'DISPUTED',
    session: session('Kettlebell Strength', '2026-03-16'),
    graceEndsAt: '2026-03-17T19:00:00Z',
    dispute: { reason, disputedAt: '2026-03-16T20:10:00Z' },
  },
  {
    ...inGrace,
    id: 'fe-late',
    kind: 'LATE_CANCEL',
    status: 'CHARGED',
    amount: gbp(1000),
    session: session('Sunrise Vinyasa Flow', '2026-03-12'),
    graceEndsAt: null,
    invoiceId: 'inv-late',
  },
  {
    ...inGrace,
    id: 'fe-waived',
    status: 'WAIVED',
    session: session('Yin Yoga for Deep Release', '2026-03-05'),
    graceEndsAt: '2026-03-06T19:00:00Z',
  },
];

/**
 * `/dashboard/fees`, "Your fees": the customer's late-cancel and no-show fees, newest session first,
 * each named by its session with its day and time, the kind and amount, and where it stands: not
 * charged yet (until when, with Dispute), disputed (with the reason sent), waived, or charged (with
 * its invoice). Dispute asks for a reason, says first that the fee waits for the trainer, and keeps
 * a refusal in the dialog.
 */
const meta = {
  title: 'Screens/Your fees',
  component: FeesPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', visual: { phone: true }, docs: { story: { inline: false, height: '900px' } } },
} satisfies Meta<typeof FeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A no-show fee in its grace, one disputed, a late cancellation charged and a waived no-show. */
export const Loaded: Story = {
  beforeEach: answering([['GET', /^\/customer\/fees$/, json(fees)]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your fees' });
    const disputed = within(list).getByRole('listitem', { name: 'Kettlebell Strength' });
    await expect(disputed).toHaveTextContent(`“${reason}”`);
    await expect(within(disputed).queryByRole('button', { name: /Dispute/ })).toBeNull();
    const late = within(list).getByRole('listitem', { name: 'Sunrise Vinyasa Flow' });
    await expect(within(late).getByRole('link', { name: 'Invoice for Sunrise Vinyasa Flow' })).toBeVisible();
  },
};

/** No fees. */
export const Empty: Story = {
  beforeEach: answering([['GET', /^\/customer\/fees$/, json([])]]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No fees' })).toBeVisible();
  },
};

/** Waiting for the fees. */
export const Loading: Story = {
  beforeEach: answering([['GET', /./, never]]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading your fees' })).toBeVisible();
  },
};

/** The fees failed on the server's side: said, with Try again. */
export const Failed: Story = {
  beforeEach: answering([['GET', /./, refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('heading', { name: 'Your fees could not load' })).toBeVisible();
  },
};

/**
 * Dispute: the dialog says what the fee is first; an empty reason is refused on its field; the API's
 * refusal stays in the dialog.
 */
export const DisputeRefused: Story = {
  beforeEach: answering([
    ['GET', /^\/customer\/fees$/, json(fees)],
    ['POST', /\/dispute$/, refusal(409, 'DISPUTE_CLOSED', 'This fee can no longer be disputed.')],
  ]),
  parameters: { visual: { phone: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Dispute the fee for Full-Body HIIT Ignite' }));
    const dialog = await body.findByRole('dialog', { name: 'Dispute this fee?' });
    await expect(dialog).toHaveTextContent('The £15 no-show fee for Full-Body HIIT Ignite on Tuesday 17 March');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute fee' }));
    const field = within(dialog).getByRole('textbox', { name: 'Why you should not be charged' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'The room would not load.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute fee' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This fee can no longer be disputed.');
  },
};
