import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { userEvent } from 'storybook/test';
import { Calendar, RangeCalendar } from './Calendar';

const meta = {
  title: 'Dates/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Class date', defaultValue: parseDate('2026-11-18') },
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Unavailable: Story = {
  args: {
    minValue: parseDate('2026-11-10'),
    isDateUnavailable: (d) => d.toDate('UTC').getUTCDay() === 0,
  },
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'This trainer is not available that day' } };
export const Range: Story = {
  render: () => (
    <RangeCalendar
      aria-label="Stats period"
      defaultValue={{ start: parseDate('2026-11-09'), end: parseDate('2026-11-15') }}
    />
  ),
};
export const Dark: Story = { ...Range, globals: { colorScheme: 'dark' } };
