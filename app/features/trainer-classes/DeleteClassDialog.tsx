import type { Schema } from '@/sdk';
import { deleteClass } from '@/sdk/calls';
import { ConfirmDeleteDialog } from '@/app/lib/forms/ConfirmDeleteDialog';
import { messages } from './messages';

interface DeleteClassDialogProps {
  item: Schema<'ClassSummary'>;
  onDeleted: () => void;
}

/** Delete a class after a confirmation that names it and says what happens to its bookings. */
export function DeleteClassDialog({ item, onDeleted }: DeleteClassDialogProps) {
  return (
    <ConfirmDeleteDialog
      words={messages}
      names={{ title: item.title }}
      count={item.bookedCount ?? 0}
      onDelete={() => deleteClass(item.id)}
      onDeleted={onDeleted}
    />
  );
}
