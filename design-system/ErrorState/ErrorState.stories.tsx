import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Announced by its heading; Try again is the one stop for Tab and takes Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'We couldn’t load your classes' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
/** While retrying, Try again stays focusable, says it is retrying and takes no second press. */
export const Retrying: Story = {
  args: { isRetrying: true, retryingLabel: 'Retrying' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Try again/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Retrying' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const LongText: Story = {
  args: {
    description:
      'The payment provider did not answer in time. Your card has not been charged. If this keeps happening, contact support with reference KN-4821-XJ and we will sort it out.',
  },
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
