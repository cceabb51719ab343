import { useState } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Text, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { formFailure } from '../queries/failure';

/** The words of a delete dialog, as one feature's messages name them: they name the thing (`names`), the body takes `{count}`, the refusal `{reason}`. */
export type DeleteWords = Record<
  | 'delete'
  | 'deleteLabel'
  | 'deleteTitle'
  | 'deleteBody'
  | 'deleteConfirm'
  | 'deleteKeep'
  | 'deleting'
  | 'deleteFailed'
  | 'deleted',
  MessageDescriptor
>;

export interface ConfirmDeleteDialogProps<Result> {
  words: DeleteWords;
  /** What names the thing in the words (`{ title }`, `{ name }`). */
  names: Record<string, string>;
  /** How many people have it (bookings, subscribers), for the body. */
  count: number;
  onDelete: () => Promise<Result>;
  onDeleted: (result: Result) => void;
}

/**
 * Delete something after a confirmation that names it and says what happens to the people who
 * have it. The delete is sent once while pending; the API's own message shows in the dialog when
 * it refuses; success closes the dialog and says so in a toast.
 */
export function ConfirmDeleteDialog<Result>({
  words,
  names,
  count,
  onDelete,
  onDeleted,
}: ConfirmDeleteDialogProps<Result>) {
  const intl = useIntl();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async (close: () => void) => {
    if (isPending) return;
    setPending(true);
    let result: Result;
    try {
      result = await onDelete();
    } catch (error) {
      setFailure(formFailure(intl, error, words.deleteFailed).form);
      return;
    } finally {
      setPending(false);
    }
    close();
    toast.show({ tone: 'positive', title: intl.formatMessage(words.deleted, names) });
    onDeleted(result);
  };

  return (
    <ConfirmDialog
      words={{
        button: intl.formatMessage(words.delete),
        buttonLabel: intl.formatMessage(words.deleteLabel, names),
        title: intl.formatMessage(words.deleteTitle, names),
        confirm: intl.formatMessage(words.deleteConfirm),
        keep: intl.formatMessage(words.deleteKeep),
        pending: intl.formatMessage(words.deleting),
      }}
      onOpen={() => setFailure(undefined)}
      isPending={isPending}
      onConfirm={(close) => void confirm(close)}
      failure={failure}
    >
      <Text as="span">{intl.formatMessage(words.deleteBody, { count })}</Text>
    </ConfirmDialog>
  );
}
