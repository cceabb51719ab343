import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    description: 'We’ll send your booking confirmations here.',
    placeholder: 'you@example.com',
  },
  decorators: [storyFrame({ maxWidth: 'medium' })],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'maya@kinetic.fit' } };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'maya@kinetic.fit' } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'maya@', errorMessage: 'Enter an email address like name@example.com' },
};
export const Required: Story = {
  args: { isRequired: true, label: 'First name', type: 'text', description: undefined, placeholder: undefined },
};
export const LongText: Story = {
  args: {
    label: 'What would you like your trainer to know before your first one-to-one session?',
    description: 'Injuries, goals, equipment you have at home — anything that helps them plan the session.',
    defaultValue:
      'I have a slightly dodgy left knee from years of five-a-side football, so go easy on the lunges please',
  },
};
export const Dark: Story = {
  args: { isInvalid: true, errorMessage: 'This email is already registered' },
  globals: { colorScheme: 'dark' },
};
