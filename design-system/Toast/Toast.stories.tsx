import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { ownFrame, StoryFrame } from '../private/StoryFrame';
import { ToastQueue, ToastRegion, type ToastContentValue } from './Toast';

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen', visual: { phone: true } },
  // The default is the app's queue, by name (its source is no help in a props table).
  argTypes: { queue: { table: { defaultValue: { summary: 'toastQueue' } } } },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ preset }: { preset?: boolean }) {
  const [queue] = useState(() => new ToastQueue<ToastContentValue>({ maxVisibleToasts: 4 }));
  useEffect(() => {
    if (!preset) return;
    queue.add({
      title: 'Class booked',
      description: 'HIIT 45 · Tue 14 Jan at 18:30. We’ve emailed your receipt.',
      tone: 'positive',
    });
    queue.add({ title: 'Payment failed', description: 'Your card was declined. Try another card.', tone: 'critical' });
    queue.add({ title: 'Maya is live now', tone: 'info' });
    queue.add({ title: 'Profile saved', tone: 'neutral' });
  }, [preset, queue]);
  return (
    <StoryFrame overlay padding="large">
      <Inline space="small">
        <Button
          onPress={() =>
            queue.add(
              { title: 'Class booked', description: 'See you on Tuesday!', tone: 'positive' },
              { timeout: 6000 },
            )
          }
        >
          Book
        </Button>
        <Button variant="critical" onPress={() => queue.add({ title: 'Something went wrong', tone: 'critical' })}>
          Fail
        </Button>
      </Inline>
      <ToastRegion queue={queue} aria-label="Notifications" closeLabel="Dismiss" />
    </StoryFrame>
  );
}

/** A toast from the keyboard: announced in the Notifications region, reached by Tab, dismissed with its close button. */
export const Empty: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fail' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await body.findByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('alertdialog');
    await expect(item).toHaveTextContent('Something went wrong');
    // The next Tab reaches the toast, then its close button, which takes Enter.
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
export const Tones: Story = { render: () => <Demo preset />, parameters: ownFrame() };
export const Dark: Story = { ...Tones, globals: { colorScheme: 'dark' } };
