import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Meter } from './Meter';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  args: { label: 'Places booked', value: 14, maxValue: 20 },
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AutoTone: Story = {
  render: () => (
    <Stack space="large">
      <Meter label="Places booked" value={4} maxValue={20} tone="auto" valueLabel="4 of 20" />
      <Meter label="Places booked" value={15} maxValue={20} tone="auto" valueLabel="15 of 20" />
      <Meter label="Places booked" value={19} maxValue={20} tone="auto" valueLabel="19 of 20" />
    </Stack>
  ),
};
export const Empty: Story = { args: { value: 0 } };
export const Dark: Story = { ...AutoTone, globals: { colorScheme: 'dark' } };
