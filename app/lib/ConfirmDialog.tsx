import { useState, type ReactNode, type Ref } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { AlertDialog, Button, DialogTrigger, Modal, Stack, Text } from '../../design-system';
import { useIntl } from '../i18n';
import { formFailure } from './failure';

export interface ConfirmDialogProps {
  /** The button's visible text ("Cancel", "Delete"). */
  buttonText: string;
  /** The button's accessible name when the text alone does not say what it acts on ("Cancel Weekend Flow"). */
  buttonLabel?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  title: string;
  confirmLabel: string;
  keepLabel: string;
  pendingLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** While the request is on its way: Confirm shows it and cannot be pressed again. */
  isPending: boolean;
  onConfirm: () => void;
  /** Why the last attempt was refused, announced in the dialog, which stays open. */
  failure?: string;
  /** What confirming does, for whom (bookings, refunds, subscribers). */
  children: ReactNode;
}

/**
 * The one confirmation before something that cannot be undone (cancel, delete, leave): a button
 * that opens a small dialog only its buttons close, naming what happens and for whom; Keep is
 * focused, Confirm sends once while pending, and a refusal shows in the dialog.
 */
export function ConfirmDialog({
  buttonText,
  buttonLabel,
  buttonRef,
  title,
  confirmLabel,
  keepLabel,
  pendingLabel,
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
  failure,
  children,
}: ConfirmDialogProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button ref={buttonRef} variant="secondary" size="small" aria-label={buttonLabel}>
        {buttonText}
      </Button>
      <Modal size="small" isDismissable={false}>
        <AlertDialog
          title={title}
          confirmLabel={confirmLabel}
          cancelLabel={keepLabel}
          pendingLabel={pendingLabel}
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

/**
 * `ConfirmDialog` for a cancellation (a booking, a session): it keeps whether it is open, starts
 * each opening afresh and shows the request's refusal with its reason.
 */
export function CancelConfirmDialog({
  words,
  title,
  request,
  onConfirm,
  buttonRef,
  children,
}: CancelConfirmDialogProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const open = (next: boolean) => {
    if (next) request.reset();
    setOpen(next);
  };
  return (
    <ConfirmDialog
      buttonText={intl.formatMessage(words.cancel)}
      buttonLabel={intl.formatMessage(words.cancelLabel, { title })}
      buttonRef={buttonRef}
      title={intl.formatMessage(words.cancelTitle)}
      confirmLabel={intl.formatMessage(words.cancelConfirm)}
      keepLabel={intl.formatMessage(words.cancelKeep)}
      pendingLabel={intl.formatMessage(words.cancelPending)}
      isOpen={isOpen}
      onOpenChange={open}
      isPending={request.isPending}
      onConfirm={() => onConfirm(() => setOpen(false))}
      failure={request.error ? formFailure(intl, request.error, words.cancelFailed).form : undefined}
    >
      {children}
    </ConfirmDialog>
  );
}
