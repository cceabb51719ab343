import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '@/design-system';
import type { Schema } from '@/sdk';
import { CancelSessions } from '@/app/lib/cancel-session/CancelSessions';
import * as row from '@/app/lib/session-rows/sessionRow.css';
import { answering, json, refusal, withApp } from '@/app/lib/stories';
import { SessionRow } from './SessionRow';
import { StatsSection } from './StatsSection';

/**
 * The trainer's dashboard (`/trainer/dashboard`) around the stories' pinned moment, 18 March 2026
 * 09:30: its figures over the last 30 days, the attendance and no-show rates among them, and the
 * rows of its schedule.
 *
 * - **Figures:** the attendance and no-show rates of the period's ended sessions, each against the
 *   previous period in percentage points, with how many of the booked places came.
 * - **No ended sessions:** a trainer with no ended session booked says so in a quiet line.
 * - **Attendance failed:** both rates say so, with Try again; the other figures stay.
 * - **Sessions:** an ended session says how many of its bookings came ("9 of 11 came"), an
 *   upcoming one how many places are booked.
 */
const meta = {
  title: 'Screens/Trainer dashboard',
  component: StatsSection,
  decorators: [withApp],
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '1500px' } } },
} satisfies Meta<typeof StatsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const period = { startDate: '2026-02-17T00:00:00Z', endDate: '2026-03-19T00:00:00Z' };
const attendance = (overrides: Partial<Schema<'AttendanceStats'>>): Schema<'AttendanceStats'> => ({
  ...period,
  sessions: 14,
  booked: 120,
  came: 99,
  late: 7,
  noShows: 21,
  attendanceRate: 0.825,
  noShowRate: 0.175,
  ...overrides,
});
const series = (metric: Schema<'StatsSeries'>['metric'], money: boolean): Schema<'StatsSeries'> => ({
  metric,
  unit: money ? 'MINOR_UNITS' : 'COUNT',
  currency: money ? 'GBP' : null,
  startDate: '2026-02-17',
  endDate: '2026-03-18',
  total: 0,
  points: [],
});

/** Every figure but attendance: counts, and daily series with nothing in the period (no chart to draw). */
const otherFigures: Parameters<typeof answering>[0] = [
  ['GET', /\/booked-class\/count$/, json({ count: 42 })],
  ['GET', /\/OneToOne-session\/count$/, json({ count: 6 })],
  ['GET', /\/followers\/count$/, json({ count: 118 })],
  ['GET', /\/stats\/sales$/, json(series('SALES', true))],
  ['GET', /\/stats\/subscription-sales$/, json(series('SUBSCRIPTION_SALES', true))],
  ['GET', /\/stats\/subscribers$/, json(series('SUBSCRIBERS', false))],
  ['GET', /\/stats\/pack-sales$/, json(series('PACK_SALES', true))],
  ['GET', /\/stats\/credits-outstanding$/, json(series('CREDITS_OUTSTANDING', false))],
];

const ATTENDANCE = /\/stats\/attendance$/;

/**
 * Answers the period's attendance, then (asked for once it has come) the previous period's; each
 * story starts from the first.
 */
const periods = (current: Schema<'AttendanceStats'>, previous: Schema<'AttendanceStats'>) => () => {
  let asked = 0;
  return answering([...otherFigures, ['GET', ATTENDANCE, () => json(asked++ === 0 ? current : previous)()]])();
};

const figure = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** The figures render in slices after their answers come: a wait long enough for all of them. */
const drawn = { timeout: 5000 };

/** The period's rates, each against the previous period: attendance up 4 points, no-shows down 4. */
export const Figures: Story = {
  beforeEach: periods(attendance({}), attendance({ attendanceRate: 0.785, noShowRate: 0.215 })),
  play: async ({ canvasElement }) => {
    const rate = await figure(canvasElement, 'Attendance');
    await expect(await within(rate).findByText('83%', {}, drawn)).toBeVisible();
    await expect(rate).toHaveTextContent('99 of 120 booked places came (7 late), over 14 sessions');
    await expect(await within(rate).findByText(/Up 4 percentage points on the previous 30 days/)).toBeInTheDocument();
    const noShows = await figure(canvasElement, 'No-shows');
    await expect(noShows).toHaveTextContent('21 of 120 booked places never came');
    await expect(await within(noShows).findByText(/Down 4 percentage points/)).toBeInTheDocument();
  },
};

const none = attendance({
  sessions: 0,
  booked: 0,
  came: 0,
  late: 0,
  noShows: 0,
  attendanceRate: null,
  noShowRate: null,
});

/** A trainer with no ended session booked in the period: each rate says so in a quiet line, not a 0%. */
export const NoEndedSessions: Story = {
  beforeEach: periods(none, none),
  play: async ({ canvasElement }) => {
    for (const name of ['Attendance', 'No-shows']) {
      const rate = await figure(canvasElement, name);
      await expect(
        await within(rate).findByText('Who came shows here once a session with bookings has ended.', {}, drawn),
      ).toBeVisible();
      await expect(rate).not.toHaveTextContent('%');
    }
  },
};

/** Attendance could not load: both rates say so with Try again, and the other figures stay. */
export const AttendanceFailed: Story = {
  beforeEach: answering([
    ...otherFigures,
    ['GET', ATTENDANCE, refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')],
  ]),
  play: async ({ canvasElement }) => {
    const rate = await figure(canvasElement, 'Attendance');
    await expect(await within(rate).findByText('Attendance could not load', {}, drawn)).toBeVisible();
    await expect(within(rate).getByRole('button', { name: 'Try again' })).toBeVisible();
    const noShows = await figure(canvasElement, 'No-shows');
    await expect(await within(noShows).findByText('No-shows could not load')).toBeVisible();
    await expect(await within(await figure(canvasElement, 'New followers')).findByText('118')).toBeVisible();
  },
};

const session = (overrides: Partial<Schema<'ClassInstance'>> & Pick<Schema<'ClassInstance'>, 'id'>) => ({
  classId: 'cl-hiit',
  title: 'Lunchtime HIIT',
  coverImageUrl: '/media/classes/afrobeats-cardio-party.svg',
  startDate: '2026-03-17T12:00:00Z',
  endDate: '2026-03-17T12:45:00Z',
  status: 'COMPLETED' as const,
  capacity: 12,
  bookedCount: 11,
  ...overrides,
});

/** An ended session says how many of its bookings came; an upcoming one how many places are booked. */
export const Sessions: Story = {
  render: () => (
    <CancelSessions onCancelled={() => undefined}>
      <Card padding="small">
        <ul className={row.list}>
          <SessionRow session={session({ id: 'ci-hiit-0317', came: 9 })} now={new Date('2026-03-18T09:30:00Z')} />
          <SessionRow
            session={session({
              id: 'ci-hiit-0319',
              startDate: '2026-03-19T12:00:00Z',
              endDate: '2026-03-19T12:45:00Z',
              status: 'SCHEDULED',
              bookedCount: 5,
              came: null,
            })}
            now={new Date('2026-03-18T09:30:00Z')}
          />
        </ul>
      </Card>
    </CancelSessions>
  ),
  play: async ({ canvasElement }) => {
    const [ended, upcoming] = within(canvasElement).getAllByRole('listitem');
    await expect(ended).toHaveTextContent('9 of 11 came');
    await expect(upcoming).toHaveTextContent('5 of 12 places booked');
    await expect(upcoming).not.toHaveTextContent('came');
  },
};
