import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Dates/DatePicker',
  component: DatePicker,
  args: { label: 'Date of birth', description: 'You must be 16 or over to book classes.' },
  decorators: [storyFrame({ maxWidth: 'small', overlay: true })],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: parseDate('1994-06-21') } };
export const Open: Story = {
  args: { label: 'Class date', description: undefined, defaultValue: parseDate('2026-11-18') },
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
  },
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('1994-06-21') } };
/** A one-digit day and month: each segment is still a 24 px target. */
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: parseDate('2015-01-01'), errorMessage: 'You must be 16 or over' },
};
export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };
