import { useState, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { AlertDialog, Button, DialogTrigger, Modal, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formFailure } from '../queries/failure';

/** What a confirm dialog says: its button (and the button's accessible name), title, Confirm, Keep and pending. */
export interface ConfirmWords {
  /** The button's visible text ("Cancel", "Delete"). */
  button: string;
  /** The button's accessible name when the text alone does not say what it acts on ("Cancel Weekend Flow"). */
  buttonLabel?: string;
  title: string;
  confirm: string;
  keep: string;
  pending: string;
}

/** A confirm dialog's words from a feature's messages, each said with `values` (the name of what it acts on). */
export const confirmWords = (
  intl: IntlShape,
  words: Record<keyof ConfirmWords, MessageDescriptor>,
  values?: Record<string, string>,
): ConfirmWords =>
  Object.fromEntries(
    Object.entries(words).map(([part, message]) => [part, intl.formatMessage(message, values)]),
  ) as Record<keyof ConfirmWords, string>;

export interface ConfirmDialogProps {
  words: ConfirmWords;
  /** Each opening starts afresh: forget the last attempt's refusal. */
  onOpen?: () => void;
  /** While the request is on its way: Confirm shows it and cannot be pressed again. */
  isPending: boolean;
  /** Sends the request; `close` closes the dialog (on success). */
  onConfirm: (close: () => void) => void;
  /** Why the last attempt was refused, announced in the dialog, which stays open. */
  failure?: string;
  /** What confirming does, for whom (bookings, refunds, subscribers). */
  children: ReactNode;
}

type ConfirmAlertProps = Pick<ConfirmDialogProps, 'isPending' | 'failure' | 'children'> & {
  words: Omit<ConfirmWords, 'button' | 'buttonLabel'>;
  onConfirm: () => void;
};

/** The dialog itself: its question, what happens and for whom, the refusal, Keep and Confirm. */
function ConfirmAlert({ words, isPending, onConfirm, failure, children }: ConfirmAlertProps) {
  return (
    <AlertDialog
      title={words.title}
      confirmLabel={words.confirm}
      cancelLabel={words.keep}
      pendingLabel={words.pending}
      isPending={isPending}
      isDestructive
      onConfirm={onConfirm}
    >
      <Stack space="small">
        {children}
        {failure && (
          <Text as="span" role="alert" tone="critical" weight="strong">
            {failure}
          </Text>
        )}
      </Stack>
    </AlertDialog>
  );
}

/**
 * The one confirmation before something that cannot be undone (cancel, delete, leave): a button
 * that opens a small dialog only its buttons close, naming what happens and for whom; Keep is
 * focused, Confirm sends once while pending, a refusal shows in the dialog and each opening
 * starts afresh.
 */
export function ConfirmDialog({ words, onOpen, isPending, onConfirm, failure, children }: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const open = (next: boolean) => {
    if (next) onOpen?.();
    setOpen(next);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button variant="secondary" size="small" aria-label={words.buttonLabel}>
        {words.button}
      </Button>
      <Modal size="small" isDismissable={false}>
        <ConfirmAlert
          words={words}
          isPending={isPending}
          failure={failure}
          onConfirm={() => onConfirm(() => setOpen(false))}
        >
          {children}
        </ConfirmAlert>
      </Modal>
    </DialogTrigger>
  );
}

/** The words of a cancel dialog, as one feature's messages name them; `cancelLabel` and `cancelFailed` take `{title}` and `{reason}`. */
export type CancelWords = Record<
  'cancel' | 'cancelLabel' | 'cancelTitle' | 'cancelConfirm' | 'cancelKeep' | 'cancelPending' | 'cancelFailed',
  MessageDescriptor
>;

interface CancelConfirmDialogProps {
  words: CancelWords;
  /** The cancel request: pending, and its refusal. */
  request: { isPending: boolean; error: unknown };
  /** Sends the request; `close` closes the dialog (on success). */
  onConfirm: (close: () => void) => void;
  /** Closes it (Keep, Escape, or `close` after a success). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * `ConfirmDialog` for a cancellation chosen in a list (a booking, a session): the list's one
 * dialog, open while it is rendered for the item its row's `CancelButton` chose
 * (`app/lib/forms/ListDialog.tsx`), so each opening starts afresh with a request of its own; the
 * request's refusal shows with its reason. Focus goes back to the row's button when it closes.
 */
export function CancelConfirmDialog({ words, request, onConfirm, onClose, children }: CancelConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal size="small" isDismissable={false} isOpen onOpenChange={(open) => !open && onClose()}>
      <ConfirmAlert
        words={{
          title: intl.formatMessage(words.cancelTitle),
          confirm: intl.formatMessage(words.cancelConfirm),
          keep: intl.formatMessage(words.cancelKeep),
          pending: intl.formatMessage(words.cancelPending),
        }}
        isPending={request.isPending}
        failure={request.error ? formFailure(intl, request.error, words.cancelFailed).form : undefined}
        onConfirm={() => onConfirm(onClose)}
      >
        {children}
      </ConfirmAlert>
    </Modal>
  );
}
