import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import type { Schema } from '@/sdk';
import { answering, json, maya, never, refusal, withApp } from '@/app/lib/stories';
import { RosterScreen } from './RosterScreen';

/**
 * `/trainer/sessions/:id`, a session's roster for its trainer (around the stories' pinned moment,
 * 18 March 2026 09:30).
 *
 * - **Ended:** each booked customer as attended, late, no-show or unable to join (a failure the
 *   room recorded: never a no-show), someone who joined without a booking flagged, a correction
 *   with who made it, a no-show fee in its grace and one disputed with its reason. Correct (within
 *   48 hours) and Waive fee are offered where they still apply.
 * - **Upcoming:** who is booked, no marks yet.
 * - Loading, nobody booked, and failed with Try again.
 */
const meta = {
  title: 'Screens/Session roster',
  component: RosterScreen,
  decorators: [withApp],
  args: { classId: 'cl-hiit', instanceId: 'ci-hiit-0317' },
  parameters: { layout: 'fullscreen', visual: { phone: true }, docs: { story: { inline: false, height: '900px' } } },
} satisfies Meta<typeof RosterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const person = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName, avatarUrl: null });
const session = {
  classId: 'cl-hiit',
  instanceId: 'ci-hiit-0317',
  title: 'Lunchtime HIIT',
  startDate: '2026-03-17T12:00:00Z',
  endDate: '2026-03-17T12:45:00Z',
};
const fee = (overrides: Partial<Schema<'Fee'>>): Schema<'Fee'> => ({
  id: 'fe-1',
  kind: 'NO_SHOW',
  status: 'PENDING',
  amount: gbp(1500),
  session,
  trainer: { id: 'tr-priya', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/media/trainers/priya-sharma.svg' },
  graceEndsAt: '2026-03-18T12:45:00Z',
  dispute: null,
  invoiceId: null,
  ...overrides,
});
const entry = (overrides: Partial<Schema<'RosterEntry'>> & Pick<Schema<'RosterEntry'>, 'customer'>) => ({
  booked: true,
  mark: null,
  joinedAt: null,
  joinFailedAt: null,
  correction: null,
  fee: null,
  ...overrides,
});

const ended: Schema<'SessionRoster'> = {
  sessionId: session.instanceId,
  classId: session.classId,
  title: session.title,
  startDate: session.startDate,
  endDate: session.endDate,
  ended: true,
  correctableUntil: '2026-03-19T12:45:00Z',
  entries: [
    entry({ customer: person('cu-olivia', 'Olivia', 'Hughes'), mark: 'ATTENDED', joinedAt: '2026-03-17T11:58:00Z' }),
    entry({ customer: person('cu-aisha', 'Aisha', 'Rahman'), mark: 'LATE', joinedAt: '2026-03-17T12:14:00Z' }),
    entry({
      customer: person('cu-ben', 'Ben', 'Carter'),
      mark: 'NO_SHOW',
      fee: fee({
        id: 'fe-ben',
        status: 'DISPUTED',
        dispute: {
          reason: 'My connection dropped as the class began and the room would not let me back in.',
          disputedAt: '2026-03-17T13:40:00Z',
        },
      }),
    }),
    entry({ customer: person('cu-liam', 'Liam', 'Walsh'), mark: 'NO_SHOW', fee: fee({ id: 'fe-liam' }) }),
    entry({
      customer: person('cu-chloe', 'Chloe', 'Martin'),
      mark: 'JOIN_FAILED',
      joinFailedAt: '2026-03-17T12:01:00Z',
    }),
    entry({
      customer: person('cu-zara', 'Zara', 'Ahmed'),
      mark: 'ATTENDED',
      correction: {
        from: 'NO_SHOW',
        by: maya,
        at: '2026-03-17T13:20:00Z',
      },
    }),
    entry({ customer: person('cu-noah', 'Noah', 'Williams'), booked: false, joinedAt: '2026-03-17T12:03:00Z' }),
  ],
};

const upcoming: Schema<'SessionRoster'> = {
  ...ended,
  startDate: '2026-03-19T12:00:00Z',
  endDate: '2026-03-19T12:45:00Z',
  ended: false,
  correctableUntil: '2026-03-21T12:45:00Z',
  entries: [
    entry({ customer: person('cu-olivia', 'Olivia', 'Hughes') }),
    entry({ customer: person('cu-ben', 'Ben', 'Carter') }),
  ],
};

const ROSTER = /\/roster$/;

/** After the session: every mark, a correction, a fee in its grace and a disputed one with its reason. */
export const Ended: Story = {
  beforeEach: answering([['GET', ROSTER, json(ended)]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Who came' });
    await expect(within(list).getByRole('listitem', { name: 'Aisha Rahman' })).toHaveTextContent('Late');
    await expect(within(list).getByRole('listitem', { name: 'Chloe Martin' })).toHaveTextContent('Could not join');
    await expect(within(list).getByRole('listitem', { name: 'Noah Williams' })).toHaveTextContent(
      'Joined without a booking',
    );
    const ben = within(list).getByRole('listitem', { name: 'Ben Carter' });
    await expect(ben).toHaveTextContent('Their reason: “My connection dropped');
    await expect(within(list).getByRole('listitem', { name: 'Zara Ahmed' })).toHaveTextContent(
      'Corrected by Maya Okafor',
    );
    // Nobody who joined without a booking can be corrected.
    await expect(canvas.queryByRole('button', { name: 'Correct Noah Williams’s mark' })).toBeNull();
  },
};

/** Correct opens a form that says what the room marked; the saved mark replaces it on the roster. */
export const Correct: Story = {
  beforeEach: answering([
    ['GET', ROSTER, json(ended)],
    [
      'PUT',
      /\/roster\/cu-liam$/,
      json({
        ...ended.entries[3],
        mark: 'ATTENDED',
        fee: null,
        correction: {
          from: 'NO_SHOW',
          by: maya,
          at: '2026-03-18T09:30:00Z',
        },
      }),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Correct Liam Walsh’s mark' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Correct Liam Walsh’s mark',
    });
    await expect(dialog).toHaveTextContent('The room marked Liam Walsh as a no-show.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Attended' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mark' }));
    const liam = within(canvas.getByRole('list', { name: 'Who came' })).getByRole('listitem', {
      name: 'Liam Walsh',
    });
    await waitFor(() => expect(liam).toHaveTextContent('Attended'));
    await expect(liam).not.toHaveTextContent('No-show fee');
    // The dialog closes after the row changes: the picture waits for it, or it shows either.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Save announced its pending state by the dialog's button, gone with the dialog: the page's
    // announcer (not the story's) forgets it before the next story.
    clearAnnouncer('assertive');
  },
};

/** Waive fee asks first, saying what it means, and shows the API's refusal in the dialog. */
export const WaiveRefused: Story = {
  beforeEach: answering([
    ['GET', ROSTER, json(ended)],
    ['POST', /\/waive$/, refusal(409, 'FEE_SETTLED', 'This fee is already settled.')],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Waive fee for Liam Walsh' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Liam Walsh will not be charged the £15 no-show fee for this session.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Waive fee' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This fee is already settled.');
  },
};

/** Before the session ends: who is booked. */
export const Upcoming: Story = {
  beforeEach: answering([['GET', ROSTER, json(upcoming)]]),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Who is booked' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('button', { name: /Correct/ })).toBeNull();
  },
};

export const NobodyBooked: Story = {
  beforeEach: answering([['GET', ROSTER, json({ ...upcoming, entries: [] })]]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nobody booked this session' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: answering([['GET', ROSTER, never]]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the roster' })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: answering([['GET', ROSTER, refusal(500, 'INTERNAL', 'Something went wrong.')]]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...Ended,
  globals: { colorScheme: 'dark' },
};
