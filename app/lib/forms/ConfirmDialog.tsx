import { useState, type ReactNode, type Ref } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { AlertDialog, Button, DialogTrigger, Modal, Stack, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
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

export interface ConfirmDialogProps {
  words: ConfirmWords;
  buttonRef?: Ref<HTMLButtonElement>;
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

/**
 * The one confirmation before something that cannot be undone (cancel, delete, leave): a button
 * that opens a small dialog only its buttons close, naming what happens and for whom; Keep is
 * focused, Confirm sends once while pending, a refusal shows in the dialog and each opening
 * starts afresh.
 */
export function ConfirmDialog({
  words,
  buttonRef,
  onOpen,
  isPending,
  onConfirm,
  failure,
  children,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const open = (next: boolean) => {
    if (next) onOpen?.();
    setOpen(next);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button ref={buttonRef} variant="secondary" size="small" aria-label={words.buttonLabel}>
        {words.button}
      </Button>
      <Modal size="small" isDismissable={false}>
        <AlertDialog
          title={words.title}
          confirmLabel={words.confirm}
          cancelLabel={words.keep}
          pendingLabel={words.pending}
          isPending={isPending}
          isDestructive
          onConfirm={() => onConfirm(() => setOpen(false))}
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
  /** What is cancelled, named in the button's accessible name. */
  title: string;
  /** The cancel request: pending, its refusal, and reset when the dialog opens again. */
  request: { isPending: boolean; error: unknown; reset: () => void };
  /** Sends the request; `close` closes the dialog (on success). */
  onConfirm: (close: () => void) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** `ConfirmDialog` for a cancellation (a booking, a session): the request's refusal with its reason, forgotten on each opening. */
export function CancelConfirmDialog({
  words,
  title,
  request,
  onConfirm,
  buttonRef,
  children,
}: CancelConfirmDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      words={{
        button: intl.formatMessage(words.cancel),
        buttonLabel: intl.formatMessage(words.cancelLabel, { title }),
        title: intl.formatMessage(words.cancelTitle),
        confirm: intl.formatMessage(words.cancelConfirm),
        keep: intl.formatMessage(words.cancelKeep),
        pending: intl.formatMessage(words.cancelPending),
      }}
      buttonRef={buttonRef}
      onOpen={request.reset}
      isPending={request.isPending}
      onConfirm={onConfirm}
      failure={request.error ? formFailure(intl, request.error, words.cancelFailed).form : undefined}
    >
      {children}
    </ConfirmDialog>
  );
}
