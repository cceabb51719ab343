import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link } from './Link';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/discover', children: 'Discover classes' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      <Link {...args} tone="brand">
        Brand link
      </Link>
      <Link {...args} tone="neutral">
        Neutral link
      </Link>
      <Link {...args} tone="muted" quiet>
        Quiet muted link
      </Link>
      <Text>
        Read our{' '}
        <Link href="/terms-and-conditions" tone="inherit">
          terms and conditions
        </Link>{' '}
        before booking.
      </Text>
    </Stack>
  ),
};
export const External: Story = {
  args: { href: 'https://example.com/help', children: 'Help centre' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-focus-visible');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LinkButtons: Story = {
  render: () => (
    <Stack space="small" align="left">
      <LinkButton href="/sign-up">Start training</LinkButton>
      <LinkButton href="/discover" variant="secondary">
        Browse trainers
      </LinkButton>
      <LinkButton href="/login" variant="ghost" size="small">
        Log in
      </LinkButton>
    </Stack>
  ),
};
export const Dark: Story = { ...Tones, globals: { colorScheme: 'dark' } };
