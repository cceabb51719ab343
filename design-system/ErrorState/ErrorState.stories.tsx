import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    title: 'We couldn’t load your classes',
    description: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { isRetrying: true, retryingLabel: 'Retrying' } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const LongText: Story = {
  args: {
    description:
      'The payment provider did not answer in time. Your card has not been charged. If this keeps happening, contact support with reference KN-4821-XJ and we will sort it out.',
  },
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
