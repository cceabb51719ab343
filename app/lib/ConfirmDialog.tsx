import type { ReactNode, Ref } from 'react';
import { AlertDialog, Button, DialogTrigger, Modal, Stack, Text } from '../../design-system';

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
