import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { StoryFrame } from '../private/StoryFrame';
import { ToastQueue, ToastRegion, type ToastContentValue } from './Toast';

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen', visual: { phone: true } },
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

export const Empty: Story = { render: () => <Demo /> };
export const Tones: Story = { render: () => <Demo preset /> };
export const Dark: Story = { render: () => <Demo preset />, globals: { colorScheme: 'dark' } };
