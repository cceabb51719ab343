import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ClassSummary } from '@/sdk';
import { answering, hiit, json, sampleReplay, withApp } from '@/app/lib/stories';
import LibraryPage from './LibraryPage';

/**
 * `/library`, the customer's videos (around the stories' pinned moment, 18 March 2026 09:30): a
 * replay of a live class they booked is labelled a replay, with its session's day and time, where
 * any other video says when it was added.
 */
const meta = {
  title: 'Screens/Library/Videos',
  component: LibraryPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', visual: { phone: true }, docs: { story: { inline: false, height: '900px' } } },
} satisfies Meta<typeof LibraryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const video = (overrides: Partial<ClassSummary> & Pick<ClassSummary, 'id' | 'title'>): ClassSummary => ({
  ...hiit,
  isLive: false,
  spotsLeft: null,
  ...overrides,
});

/** A replay ready in the library beside a recorded class bought. */
export const WithReplay: Story = {
  beforeEach: answering([
    [
      'GET',
      /^\/customer\/v1\/get\/videos$/,
      json({
        content: [
          video({ id: 'cl-rp-hiit-0317', title: 'Lunchtime HIIT', startDate: '2026-03-17T12:00:00Z' }),
          video({ id: 'cl-core-20', title: 'Core in 20', startDate: '2026-02-02T09:00:00Z', durationMinutes: 20 }),
        ],
        page: 0,
        size: 12,
        totalElements: 2,
        totalPages: 1,
      }),
    ],
    [
      'GET',
      /^\/customer\/replays$/,
      json([
        sampleReplay({
          id: 'rp-hiit-0317',
          startDate: '2026-03-17T12:00:00Z',
          status: 'READY',
          videoId: 'cl-rp-hiit-0317',
          durationMinutes: 45,
        }),
      ]),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const replay = await canvas.findByRole('article', { name: 'Lunchtime HIIT' });
    await expect(await within(replay).findByText('Replay of Tue 17 Mar, 12:00 · 45 min')).toBeVisible();
    await expect(within(replay).getByText('Replay')).toBeVisible();
    const bought = canvas.getByRole('article', { name: 'Core in 20' });
    await expect(bought).toHaveTextContent('On demand');
    await expect(bought).toHaveTextContent('Added 2 Feb 2026 · 20 min');
  },
};
