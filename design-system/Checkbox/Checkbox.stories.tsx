import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { storyFrame } from '../private/StoryFrame';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Remind me 15 minutes before class' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const States: Story = {
  render: () => (
    <Stack space="medium">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Some selected</Checkbox>
      <Checkbox description="You can change this later in Settings.">With description</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled checked
      </Checkbox>
      <Checkbox isInvalid>I accept the terms and conditions</Checkbox>
    </Stack>
  ),
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms and conditions' } };
export const LongText: Story = {
  args: {
    children:
      'Send me occasional emails about new trainers, seasonal challenges and members-only discounts. We never share your address and you can unsubscribe with one click.',
  },
  decorators: [storyFrame({ maxWidth: 'medium' })],
};
export const Dark: Story = { ...States, globals: { colorScheme: 'dark' } };
