import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { storyFrame } from '../private/StoryFrame';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Your review', description: 'What did you enjoy? What could be better?' },
  decorators: [storyFrame({ maxWidth: 'xlarge' })],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Write at least 20 characters' } };
export const LongText: Story = { args: { defaultValue: 'Maya is brilliant. '.repeat(30) } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
