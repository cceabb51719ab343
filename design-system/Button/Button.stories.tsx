import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { PlusIcon } from '../private/icons';
import { storyFrame } from '../private/StoryFrame';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book class', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Variants: Story = {
  render: (args) => (
    <Stack space="large">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Inline space="small" key={size}>
          <Button {...args} size={size} variant="primary">
            Book class
          </Button>
          <Button {...args} size={size} variant="secondary">
            Follow
          </Button>
          <Button {...args} size={size} variant="ghost">
            Cancel
          </Button>
          <Button {...args} size={size} variant="critical">
            Delete
          </Button>
          <Button {...args} size={size} variant="inverse">
            Join live
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};
export const WithIcon: Story = { args: { icon: <PlusIcon />, children: 'New class' } };
export const IconOnly: Story = { args: { icon: <PlusIcon />, children: undefined, 'aria-label': 'Add class' } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, pendingLabel: 'Booking…' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const LongText: Story = {
  args: { children: 'Book the 45-minute high-intensity interval training class with Maya' },
  decorators: [storyFrame({ maxWidth: 'small' })],
};
export const Dark: Story = { ...Variants, globals: { colorScheme: 'dark' } };
