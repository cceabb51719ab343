import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading cover image', value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Processing video' } };
export const Complete: Story = { args: { value: 100, tone: 'positive', label: 'Profile complete' } };
export const Empty: Story = { args: { value: 0 } };
export const LongLabel: Story = {
  args: { label: 'Uploading “Morning mobility for desk workers — week 3 of 6”.mp4', value: 72 },
};
export const Dark: Story = {
  render: (args) => (
    <Stack space="large">
      <ProgressBar {...args} />
      <ProgressBar label="Processing" isIndeterminate />
    </Stack>
  ),
  globals: { colorScheme: 'dark' },
};
