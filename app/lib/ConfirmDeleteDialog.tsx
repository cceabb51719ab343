import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Text, toast } from '../../design-system';
import { useIntl } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { formFailure } from './failure';

export interface ConfirmDeleteDialogProps<Result> {
  /** The button's visible text ("Delete"). */
  buttonText: string;
  /** The button's accessible name, naming what it deletes ("Delete Weekend Flow"). */
  buttonLabel: string;
  title: string;
  /** What deleting it means for the people who have it (bookings, subscribers). */
  body: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  pendingLabel: string;
  /** The refusal, with the API's own message as `{reason}` (`formFailure`). */
  failedMessage: MessageDescriptor;
  /** The toast once it is deleted. */
  deletedMessage: string;
  onDelete: () => Promise<Result>;
  onDeleted: (result: Result) => void;
}

/**
 * Delete something after a confirmation that names it and says what happens to the people who
 * have it. The delete is sent once while pending; the API's own message shows in the dialog when
 * it refuses; success closes the dialog and says so in a toast.
 */
export function ConfirmDeleteDialog<Result>({
  buttonText,
  buttonLabel,
  title,
  body,
  confirmLabel,
  keepLabel,
  pendingLabel,
  failedMessage,
  deletedMessage,
  onDelete,
  onDeleted,
}: ConfirmDeleteDialogProps<Result>) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const open = (next: boolean) => {
    if (next) setFailure(undefined);
    setOpen(next);
  };
  const confirm = async () => {
    if (isPending) return;
    setPending(true);
    let result: Result;
    try {
      result = await onDelete();
    } catch (error) {
      setFailure(formFailure(intl, error, failedMessage).form);
      return;
    } finally {
      setPending(false);
    }
    setOpen(false);
    toast.show({ tone: 'positive', title: deletedMessage });
    onDeleted(result);
  };

  return (
    <ConfirmDialog
      buttonText={buttonText}
      buttonLabel={buttonLabel}
      title={title}
      confirmLabel={confirmLabel}
      keepLabel={keepLabel}
      pendingLabel={pendingLabel}
      isOpen={isOpen}
      onOpenChange={open}
      isPending={isPending}
      onConfirm={() => void confirm()}
      failure={failure}
    >
      <Text as="span">{body}</Text>
    </ConfirmDialog>
  );
}
