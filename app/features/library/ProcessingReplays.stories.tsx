import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, json, refusal, sampleReplay, withApp } from '@/app/lib/stories';
import { ProcessingReplays } from './ProcessingReplays';

/**
 * The library's replays on their way: the replays of live classes the customer booked that are
 * still processing (around the stories' pinned moment, 18 March 2026 09:30). A ready one is one of
 * the library's videos, so it is not listed here, and nothing shows while none is processing.
 */
const meta = {
  title: 'Screens/Library/Replays on the way',
  component: ProcessingReplays,
  decorators: [withApp],
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ProcessingReplays>;
export default meta;
type Story = StoryObj<typeof meta>;

const REPLAYS = /^\/customer\/replays$/;

export const Processing: Story = {
  beforeEach: answering([
    [
      'GET',
      REPLAYS,
      json([
        sampleReplay({}),
        sampleReplay({ id: 'rp-flow-0318', title: 'Sunrise Vinyasa Flow', startDate: '2026-03-18T06:00:00Z' }),
        sampleReplay({
          id: 'rp-hiit-0311',
          startDate: '2026-03-11T08:00:00Z',
          status: 'READY',
          videoId: 'cl-rp-hiit-0311',
        }),
      ]),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Replays on the way' }));
    await expect(section.getAllByRole('listitem')).toHaveLength(2);
    await expect(section.getAllByText('Replay processing')).toHaveLength(2);
    await expect(section.getByText('Sunrise Vinyasa Flow')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: answering([['GET', REPLAYS, refusal(500, 'INTERNAL', 'Something went wrong.')]]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
