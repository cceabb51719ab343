import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@/design-system';
import { withApp } from '../stories';
import { ConfirmDialog, type ConfirmWords } from './ConfirmDialog';

/**
 * The one confirmation before something that cannot be undone (`app/lib/forms/ConfirmDialog.tsx`):
 * a button that opens a small alert dialog naming what happens and for whom, with Keep and Confirm.
 *
 * ## What it does
 *
 * - It keeps whether it is open; only its buttons (and Escape) close it, never a click outside.
 * - Confirm calls `onConfirm(close)`: the request is sent once while `isPending`, and the dialog
 *   closes when the request succeeds.
 * - A refusal (`failure`) shows inside the dialog, which stays open; `onOpen` forgets it on the
 *   next opening.
 *
 * ## When to use it
 *
 * Before cancelling a booking or a session, leaving a subscription, deleting. A delete that calls
 * the API itself and says so in a toast is `ConfirmDeleteDialog`; a cancellation with a feature's
 * cancel messages is `CancelConfirmDialog`. Not for choices that can be undone: do them at once.
 *
 * ## Accessibility
 *
 * - The dialog is an `alertdialog` named by its title; Keep has focus when it opens, so Enter
 *   never destroys by accident, and Tab stays inside it.
 * - Escape and Keep close it and focus goes back to the button that opened it.
 * - A button that repeats on a page is named for what it acts on (`buttonLabel`: "Cancel HIIT 45").
 * - While sending, Confirm stays focusable and says it is pending; the refusal is an alert.
 */
const meta = {
  title: 'Patterns/Confirm dialog',
  decorators: [withApp],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const words: ConfirmWords = {
  button: 'Cancel',
  buttonLabel: 'Cancel HIIT 45: Full-body burn',
  title: 'Cancel this booking?',
  confirm: 'Cancel booking',
  keep: 'Keep booking',
  pending: 'Cancelling…',
};

/**
 * A cancellation whose request the story answers: without `answer` it succeeds at once; `answer`
 * keeps it pending until it settles, and a rejection is a refusal.
 */
function CancelBooking({ answer }: { answer?: () => Promise<void> }) {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  return (
    <ConfirmDialog
      words={words}
      onOpen={() => setFailure(undefined)}
      isPending={isPending}
      failure={failure}
      onConfirm={(close) => {
        cancelled();
        if (!answer) return close();
        setPending(true);
        answer()
          .then(close, () => setFailure('This booking can no longer be cancelled: the session has started.'))
          .finally(() => setPending(false));
      }}
    >
      <Text>HIIT 45 with Maya Okafor, Wednesday 18 March at 18:30. The £8 you paid goes back to your card.</Text>
    </ConfirmDialog>
  );
}

const cancelled = fn();

/** Opened from the keyboard: Keep has focus; Escape closes it and focus returns to the button. */
export const Open: Story = {
  render: () => <CancelBooking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: words.buttonLabel });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: words.title });
    await expect(within(dialog).getByRole('button', { name: words.keep })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(cancelled).not.toHaveBeenCalled();
    // Open again, for the picture.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: words.title });
  },
};

/** Confirmed: the request is sent once and the dialog closes on success. */
export const Confirmed: Story = {
  render: () => <CancelBooking />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.buttonLabel }));
    const dialog = await body.findByRole('alertdialog', { name: words.title });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: words.confirm })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(cancelled).toHaveBeenCalledTimes(1);
  },
};

/** Sent, then refused: Confirm says it is pending, then the reason shows in the dialog, announced, and the dialog stays open. */
export const Refused: Story = {
  render: () => (
    <CancelBooking answer={() => new Promise((_, reject) => setTimeout(() => reject(new Error('refused')), 300))} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.buttonLabel }));
    const dialog = await body.findByRole('alertdialog', { name: words.title });
    const confirm = within(dialog).getByRole('button', { name: words.confirm });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('can no longer be cancelled');
    await expect(dialog).toBeVisible();
  },
};
