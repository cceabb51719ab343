import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search classes', placeholder: 'Yoga, HIIT, a trainer…', clearLabel: 'Clear search', onSubmit: fn() },
  decorators: [storyFrame({ maxWidth: 'large' })],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'kettlebell' } };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Type at least 2 characters' } };
export const Dark: Story = { ...WithValue, globals: { colorScheme: 'dark' } };
