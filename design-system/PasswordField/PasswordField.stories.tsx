import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { PasswordField } from './PasswordField';

const rules = [
  { label: 'At least 8 characters', test: (v: string) => v.length >= 8 },
  { label: 'A number', test: (v: string) => /\d/.test(v) },
  { label: 'An uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
];

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' },
  decorators: [storyFrame({ maxWidth: 'medium' })],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithRules: Story = {
  args: {
    label: 'Create a password',
    autoComplete: 'new-password',
    rules,
    ruleMetLabel: 'Done:',
    ruleUnmetLabel: 'Needed:',
    defaultValue: 'kinetic1',
  },
};
export const Revealed: Story = {
  args: { defaultValue: 'Sweat2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'abc', errorMessage: 'Email or password is incorrect' },
};
export const Dark: Story = { ...WithRules, globals: { colorScheme: 'dark' } };
