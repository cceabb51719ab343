import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card, Heading, LinkButton } from '@/design-system';
import { ApiRequestError, NOT_AVAILABLE, type ApiError, type Booking, type ClassSummary } from '@/sdk';
import { BookingRow, bookings, withApp } from '../stories';
import { SessionRowsSkeleton } from '../session-rows/SessionRowsSkeleton';
import * as row from '../session-rows/sessionRow.css';
import { QueryView } from './QueryView';

/**
 * The states of every screen, or region of one, that shows server data: `QueryView`
 * (`app/lib/queries/QueryView.tsx`) takes the query and says what shows while it loads, when it
 * failed, when the answer is empty, and the data.
 *
 * ## What it does
 *
 * - **Loading:** the `loading` skeleton, shaped like the content so nothing jumps when it arrives.
 * - **Failed:** an error state titled by `errorTitle`, its words from `pageFailure`: no answer asks
 *   to check the connection, a server failure says so, both with Try again; a refusal shows the
 *   API's message; a 404 or 401/403 says the item is gone or not for this account, without Try again.
 * - **Not available yet:** a call the API does not offer yet is no failure: the region says calmly
 *   that this part is on its way (`NotAvailableYet`), with no Try again.
 * - **Empty:** when `isEmpty(data)`, the `empty` state with its way forward.
 * - **Not found:** with `page` (a page of one item: a trainer, a class), a 404 is the friendly
 *   not-found with the way home, and the page keeps a title while it loads or fails.
 *
 * ## When to use it
 *
 * Every read a screen shows. A 404 for something a person has not made yet (a bank account,
 * onboarding answers) is the empty state, never a failure: ask `isMissing`. No screen reads
 * `error.status` or words a failure itself.
 *
 * ## Accessibility
 *
 * - The skeleton is a `status` named by its label ("Loading your sessions"): the wait is announced.
 * - The error and empty states are titled with a heading at the level the page needs; Try again is
 *   a button that stays focusable while the retry is on its way and says so.
 * - With `page`, a level-one heading (visually hidden) names the page while it loads or failed,
 *   and the tab's title follows it.
 */
const meta = {
  title: 'Patterns/Query states',
  decorators: [withApp],
  parameters: { visual: { phone: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const failure = (status: number, code = 'INTERNAL', message = 'Internal error.') =>
  new ApiRequestError({ status, code, message });

/** A customer's upcoming sessions, as a dashboard shows them, given the API's answer. */
function Upcoming({ answer }: { answer: () => Promise<Booking[]> }) {
  const query = useQuery<Booking[], ApiError>({ queryKey: ['get', '/booking/web/upcoming'], queryFn: answer });
  return (
    <QueryView
      query={query}
      loading={<SessionRowsSkeleton label="Loading your sessions" />}
      errorTitle="We could not load your sessions"
      empty={{
        title: 'No sessions booked',
        description: 'Classes you book appear here, soonest first.',
        action: <LinkButton href="/discover">Find a class</LinkButton>,
      }}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <Card padding="small">
          <ul className={row.list}>
            {data.map((item) => (
              <BookingRow key={item.id} booking={item} />
            ))}
          </ul>
        </Card>
      )}
    </QueryView>
  );
}

/** The answer came: the data. */
export const Loaded: Story = {
  render: () => <Upcoming answer={() => Promise.resolve(bookings)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The skeleton is a list of three rows too: the data has come once a booking's link is there and
    // the skeleton has gone.
    await canvas.findByRole('link', { name: bookings[0]!.class.title });
    await expect(canvas.queryByRole('status', { name: 'Loading your sessions' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(bookings.length);
  },
};

/** On its way: a skeleton shaped like the rows, announced by its label. */
export const Loading: Story = {
  render: () => <Upcoming answer={() => new Promise(() => undefined)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your sessions' })).toBeVisible();
  },
};

/** Nothing to show: the empty state with its way forward. */
export const Empty: Story = {
  render: () => <Upcoming answer={() => Promise.resolve([])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No sessions booked' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Find a class' })).toHaveFocus();
  },
};

const serverFailed = fn(() => Promise.reject(failure(500)));

/** The server failed: its words and Try again, which asks once more. */
export const Failed: Story = {
  render: () => <Upcoming answer={serverFailed} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'We could not load your sessions' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong on our side.')).toBeVisible();
    const asked = serverFailed.mock.calls.length;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(serverFailed).toHaveBeenCalledTimes(asked + 1));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** No answer came: check the connection, with Try again. */
export const Offline: Story = {
  render: () => <Upcoming answer={() => Promise.reject(failure(0, 'NETWORK_ERROR', 'Failed to fetch'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The API does not offer this call yet: calm words, no error and no Try again. */
export const NotAvailableYet: Story = {
  render: () => <Upcoming answer={() => Promise.reject(failure(501, NOT_AVAILABLE, 'Not offered.'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not available yet' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'We could not load your sessions' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

// A page of one item words its own titles.
const classPage = {
  loadingPageTitle: { id: 'patterns.class.loading', defaultMessage: 'Class' },
  notFoundPageTitle: { id: 'patterns.class.notFoundPage', defaultMessage: 'Class not found' },
  notFoundTitle: { id: 'patterns.class.notFound', defaultMessage: 'We could not find this class' },
  notFoundBody: {
    id: 'patterns.class.notFoundBody',
    defaultMessage: 'It may have been removed, or the link may be wrong. Discover what is on this week instead.',
  },
};

function ClassPage({ answer }: { answer: () => Promise<ClassSummary> }) {
  const query = useQuery<ClassSummary, ApiError>({ queryKey: ['get', '/class/web/{classId}'], queryFn: answer });
  return (
    <QueryView
      query={query}
      loading={<SessionRowsSkeleton label="Loading the class" count={1} />}
      errorTitle="We could not load this class"
      page={classPage}
    >
      {(data) => <Heading level={1}>{data.title}</Heading>}
    </QueryView>
  );
}

/** A page of one item the API does not know: not found, with the way home. */
export const NotFound: Story = {
  render: () => <ClassPage answer={() => Promise.reject(failure(404, 'NOT_FOUND', 'No such class.'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We could not find this class' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveFocus();
  },
};
