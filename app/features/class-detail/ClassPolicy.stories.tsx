import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { answering, json, never, sampleReplay, withApp } from '@/app/lib/stories';
import { ClassPolicy } from './ClassPolicy';

/**
 * A live class's fees in plain words and its recording, on its page under the schedule, then its
 * past replays (around the stories' pinned moment, 18 March 2026 09:30).
 *
 * - **Recorded:** the recording said first, the fees after; the replays newest first, today's still
 *   processing, last week's to watch.
 * - **Not recorded:** the fees alone, and no replays section.
 * - **Loading.**
 */
const meta = {
  title: 'Screens/Class page/Fees and replays',
  component: ClassPolicy,
  decorators: [withApp],
  args: { classId: 'cl-hiit' },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof ClassPolicy>;
export default meta;
type Story = StoryObj<typeof meta>;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const policy = (recorded: boolean): Schema<'ClassPolicy'> => ({
  classId: 'cl-hiit',
  usesDefault: false,
  fees: { lateCancelWindowHours: 12, lateCancelFee: gbp(800), noShowFee: gbp(1200) },
  price: gbp(1200),
  recorded,
  replaysForSale: false,
});
const replays = [
  sampleReplay({}),
  sampleReplay({
    id: 'rp-hiit-0311',
    instanceId: 'ci-hiit-0311',
    startDate: '2026-03-11T08:00:00Z',
    status: 'READY',
    videoId: 'cl-rp-hiit-0311',
    durationMinutes: 45,
  }),
];

const POLICY = /\/policy$/;
const REPLAYS = /\/replays$/;

export const Recorded: Story = {
  beforeEach: answering([
    ['GET', POLICY, json(policy(true))],
    ['GET', REPLAYS, json(replays)],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^This class is recorded\./)).toBeVisible();
    await expect(canvas.getByText(/^Cancel at least 12 hours before the start/)).toBeVisible();
    const list = within(await canvas.findByRole('region', { name: 'Replays' }));
    await expect(list.getByText('Replay processing')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Watch the replay of Wednesday 11 March at 8:00' })).toHaveAttribute(
      'href',
      '/library/cl-rp-hiit-0311',
    );
  },
};

export const NotRecorded: Story = {
  beforeEach: answering([
    ['GET', POLICY, json(policy(false))],
    ['GET', REPLAYS, json([])],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Booking and not joining costs a £12 no-show fee/)).toBeVisible();
    await expect(canvas.queryByText(/recorded/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Replays' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: answering([
    ['GET', POLICY, never],
    ['GET', REPLAYS, never],
  ]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the class’s fees' })).toBeVisible();
  },
};
