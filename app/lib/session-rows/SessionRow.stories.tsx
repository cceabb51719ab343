import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Card, LinkButton } from '@/design-system';
import type { Booking } from '@/sdk';
import { BookingRow, bookings, withApp } from '../stories';
import { SessionRowsSkeleton } from './SessionRowsSkeleton';
import * as row from './sessionRow.css';

/**
 * One session in a list of sessions (`app/lib/session-rows`): `SessionRowFrame` puts the date
 * tile beside the title, the status badges after the title, the details under it and the actions
 * at the end (under the details on a phone). `bookingStatusTone` gives a booking's status the same
 * badge tone for the customer and the trainer; `SessionRowsSkeleton` is the list while it loads.
 *
 * ## When to use it
 *
 * Every list of dated sessions: a customer's upcoming and past bookings, a trainer's sessions, a
 * class's schedule, one-to-ones, waitlist places. The feature words the lines and picks the
 * actions (Join while the room is open, Cancel, Review); the frame keeps them in the same places.
 * The rows sit in a `ul` with the `list` style, in a `Card` with small padding.
 *
 * ## Accessibility
 *
 * - Each row is a list item named by its title (`aria-labelledby`), and the title is a heading at
 *   the level the page needs (`level`), so a screen reader can jump from session to session.
 * - The date tile is decoration (`aria-hidden`): the details say the date and time in words, in a
 *   `time` element.
 * - An action that repeats on every row is named for its session ("Cancel HIIT 45"), not just
 *   "Cancel".
 * - The skeleton is a `status` named by its label, so the wait is announced.
 */
const meta = {
  title: 'Patterns/Session row',
  decorators: [withApp],
  parameters: { visual: { phone: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [confirmed, awaiting, cancelled] = bookings as [Booking, Booking, Booking];

/** A customer's sessions: status, details and the actions each one offers now. */
export const Rows: Story = {
  render: () => (
    <Card padding="small">
      <ul className={row.list}>
        <BookingRow
          booking={confirmed}
          actions={
            <Button variant="secondary" size="small" aria-label={`Cancel ${confirmed.class.title}`}>
              Cancel
            </Button>
          }
        />
        <BookingRow
          booking={awaiting}
          actions={
            <LinkButton href="/checkout" size="small" aria-label={`Pay for ${awaiting.class.title}`}>
              Pay
            </LinkButton>
          }
        />
        <BookingRow booking={cancelled} />
      </ul>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: confirmed.class.title });
    await expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(confirmed.class.title);
    await expect(within(first).getByText('Confirmed')).toBeVisible();
    // The title, then the row's action, then the next row.
    await userEvent.tab();
    await expect(within(first).getByRole('link', { name: confirmed.class.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Cancel ${confirmed.class.title}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: awaiting.class.title })).toHaveFocus();
    // A session with nothing to do has no actions.
    const last = canvas.getByRole('listitem', { name: cancelled.class.title });
    await expect(within(last).queryByRole('button')).toBeNull();
  },
};

/** While the list loads: rows of skeletons, announced. */
export const Loading: Story = {
  render: () => <SessionRowsSkeleton label="Loading your sessions" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your sessions' })).toBeVisible();
  },
};
