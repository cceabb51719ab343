import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { LinkButton } from '../Link/LinkButton';
import { CalendarIcon } from '../private/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No classes booked yet',
    description: 'Find a trainer you like and book your first session. Your upcoming classes will appear here.',
    icon: <CalendarIcon size={30} />,
    action: <LinkButton href="/discover">Discover classes</LinkButton>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Minimal: Story = { args: { description: undefined, icon: undefined, action: undefined } };
export const TwoActions: Story = {
  args: {
    action: (
      <>
        <LinkButton href="/discover">Discover classes</LinkButton>
        <Button variant="secondary">Invite a friend</Button>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    title: 'You have not followed any trainers, studios or programmes yet — start with one that matches your goals',
    description:
      'Following a trainer lets you see their live classes first, get reminders before they start and receive offers on subscriptions. You can unfollow at any time from your dashboard.',
  },
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
