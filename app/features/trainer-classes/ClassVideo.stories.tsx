import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Schema } from '@/sdk';
import { answering, json, never, recordedClass, refusal, withApp } from '@/app/lib/stories';
import { ClassVideoSection } from './ClassVideo';

/**
 * A recorded class's video on its edit screen, below the form (around the stories' pinned moment,
 * 18 March 2026 09:30): the file, its size and when it was uploaded, and whether customers can
 * watch it yet.
 *
 * - **Processing:** just uploaded; it says it will be ready shortly, and is read again every 30
 *   seconds until it is.
 * - **Ready.**
 * - **None:** no video uploaded yet; where to choose one.
 * - **Loading** and **Failed**, with Try again.
 */
const meta = {
  title: 'Screens/Class form/Video',
  component: ClassVideoSection,
  decorators: [withApp],
  args: { classId: recordedClass.id },
  parameters: { visual: { phone: true }, docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ClassVideoSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const VIDEO = /\/class\/[^/]+\/video$/;

const uploaded: Schema<'ClassVideo'> = {
  classId: recordedClass.id,
  fileName: 'morning-mobility.mp4',
  sizeBytes: 48_213_504,
  status: 'PROCESSING',
  uploadedAt: '2026-03-18T09:24:00Z',
};

export const Processing: Story = {
  beforeEach: answering([['GET', VIDEO, json(uploaded)]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Video' }));
    await expect(await section.findByText('morning-mobility.mp4')).toBeVisible();
    await expect(section.getByText('Processing')).toBeVisible();
    await expect(section.getByText('46 MB · uploaded 18 Mar 2026, 09:24')).toBeVisible();
    await expect(section.getByText(/^It will be ready to watch shortly\./)).toBeVisible();
  },
};

export const Ready: Story = {
  beforeEach: answering([['GET', VIDEO, json({ ...uploaded, status: 'READY', uploadedAt: '2026-03-11T16:05:00Z' })]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ready')).toBeVisible();
    await expect(canvas.getByText('46 MB · uploaded 11 Mar 2026, 16:05')).toBeVisible();
    await expect(canvas.queryByText(/ready to watch shortly/)).toBeNull();
  },
};

export const None: Story = {
  parameters: { visual: { phone: false } },
  beforeEach: answering([['GET', VIDEO, refusal(404, 'NO_VIDEO', 'No video has been uploaded for this class yet.')]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No video yet', level: 3 })).toBeVisible();
    await expect(canvas.getByText('Choose one under Class video above, then save your changes.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { visual: { phone: false } },
  beforeEach: answering([['GET', VIDEO, never]]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the class’s video' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { visual: { phone: false } },
  beforeEach: answering([['GET', VIDEO, refusal(500, 'SERVER_ERROR', 'Something went wrong.')]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The class’s video could not load')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
