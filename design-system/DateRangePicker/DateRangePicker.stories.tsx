import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Dates/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Stats period', defaultValue: { start: parseDate('2026-11-01'), end: parseDate('2026-11-15') } },
  decorators: [storyFrame({ maxWidth: 'medium', overlay: true })],
} satisfies Meta<typeof DateRangePicker>;
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
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a period of 90 days or less' } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
