import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseTime } from '@internationalized/date';
import { userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { TimeField } from './TimeField';

const meta = {
  title: 'Dates/TimeField',
  component: TimeField,
  args: { label: 'Start time', defaultValue: parseTime('18:30'), description: 'Times are in UK time.' },
  decorators: [storyFrame({ maxWidth: 'small' })],
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: undefined } };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Classes can start between 06:00 and 22:00' } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
