import type { Schema } from '../../../sdk';
import { deleteClass } from '../../../sdk/calls';
import { useIntl } from '../../i18n';
import { ConfirmDeleteDialog } from '../../lib/ConfirmDeleteDialog';
import { messages } from './messages';

interface DeleteClassDialogProps {
  item: Schema<'ClassSummary'>;
  onDeleted: () => void;
}

/** Delete a class after a confirmation that names it and says what happens to its bookings. */
export function DeleteClassDialog({ item, onDeleted }: DeleteClassDialogProps) {
  const intl = useIntl();
  const { title } = item;
  return (
    <ConfirmDeleteDialog
      buttonText={intl.formatMessage(messages.delete)}
      buttonLabel={intl.formatMessage(messages.deleteLabel, { title })}
      title={intl.formatMessage(messages.deleteTitle, { title })}
      body={intl.formatMessage(messages.deleteBody, { count: item.bookedCount ?? 0 })}
      confirmLabel={intl.formatMessage(messages.deleteConfirm)}
      keepLabel={intl.formatMessage(messages.deleteKeep)}
      pendingLabel={intl.formatMessage(messages.deleting)}
      failedMessage={messages.deleteFailed}
      deletedMessage={intl.formatMessage(messages.deleted, { title })}
      onDelete={() => deleteClass(item.id)}
      onDeleted={onDeleted}
    />
  );
}
