import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Price per class',
    formatOptions: { style: 'currency', currency: 'GBP' },
    defaultValue: 12.5,
    minValue: 0,
    description: 'Customers see this price including VAT.',
  },
  decorators: [storyFrame({ maxWidth: 'small' })],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};
export const WithSteppers: Story = {
  args: {
    label: 'Places',
    formatOptions: undefined,
    defaultValue: 12,
    minValue: 1,
    maxValue: 50,
    showSteppers: true,
    description: undefined,
  },
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Empty: Story = { args: { defaultValue: undefined, placeholder: '£0.00' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Set a price of at least £1.00' } };
export const Dark: Story = { ...WithSteppers, globals: { colorScheme: 'dark' } };
