import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { storyFrame } from '../private/StoryFrame';
import { Switch } from './Switch';

const meta = { title: 'Forms/Switch', component: Switch, args: { children: 'Push notifications' } } satisfies Meta<
  typeof Switch
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const States: Story = {
  render: () => (
    <Stack space="medium">
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch description="Customers can book one-to-one sessions with you.">Accept bookings</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled on
      </Switch>
    </Stack>
  ),
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongText: Story = {
  args: {
    children:
      'Show my profile in search results for customers outside my city who are looking for online one-to-one sessions',
  },
  decorators: [storyFrame({ maxWidth: 'medium' })],
};
export const Dark: Story = { ...States, globals: { colorScheme: 'dark' } };
