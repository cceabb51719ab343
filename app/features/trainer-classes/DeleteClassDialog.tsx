import { useState } from 'react';
import { deleteClass, isApiError, type Schema } from '../../../sdk';
import { AlertDialog, Button, DialogTrigger, Modal, Text, toast } from '../../../design-system';
import { useIntl } from '../../i18n';
import { messages } from './messages';

interface DeleteClassDialogProps {
  item: Schema<'ClassSummary'>;
  onDeleted: () => void;
}

/**
 * Delete a class after a confirmation that names it and says what happens to its bookings; the
 * API's own message shows in the dialog when it refuses.
 */
export function DeleteClassDialog({ item, onDeleted }: DeleteClassDialogProps) {
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
    const result = await deleteClass(item.id);
    setPending(false);
    if (isApiError(result)) {
      setFailure(result.message);
      return;
    }
    setOpen(false);
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.deleted, { title: item.title }) });
    onDeleted();
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button
        variant="secondary"
        size="small"
        aria-label={intl.formatMessage(messages.deleteLabel, { title: item.title })}
      >
        {intl.formatMessage(messages.delete)}
      </Button>
      <Modal size="small" isDismissable={false}>
        <AlertDialog
          title={intl.formatMessage(messages.deleteTitle, { title: item.title })}
          confirmLabel={intl.formatMessage(messages.deleteConfirm)}
          cancelLabel={intl.formatMessage(messages.deleteKeep)}
          pendingLabel={intl.formatMessage(messages.deleting)}
          isPending={isPending}
          isDestructive
          onConfirm={() => void confirm()}
        >
          <Text as="span">{intl.formatMessage(messages.deleteBody, { count: item.bookedCount ?? 0 })}</Text>
          {failure && (
            <Text as="span" role="alert" tone="critical" weight="strong">
              {intl.formatMessage(messages.deleteFailed, { reason: failure })}
            </Text>
          )}
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}
