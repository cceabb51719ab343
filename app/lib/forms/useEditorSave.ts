import type { MessageDescriptor } from '@formatjs/intl';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import type { EditorEndWords } from './FormEnd';
import { useIdempotencyKey } from './idempotency';

interface EditorSaveOptions {
  /** The thing is new (created with an Idempotency-Key), not an edit of a saved one. */
  isNew: boolean;
  /** What the toast says once it is created or saved, and the form's last row. */
  words: EditorEndWords & Record<'created' | 'saved', MessageDescriptor>;
  /** The list the thing shows in: its page, and its query, fetched again on the way back. */
  list: { href: string; queryKey: QueryKey };
}

/**
 * What a new-or-edit form (a class, a plan) does around its save: a new thing is sent with one
 * Idempotency-Key (the same on a retry of the same request), a toast says it is created or saved,
 * and the form goes back to its list, fetched again. `end` goes on the form's `EditorFormEnd`.
 */
export function useEditorSave({ isNew, words, list }: EditorSaveOptions) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return {
    keyFor: idempotency.keyFor,
    /** Says it is created or saved; a new thing's next request gets a key of its own. */
    saved() {
      toast.show({ tone: 'positive', title: intl.formatMessage(isNew ? words.created : words.saved) });
      if (isNew) idempotency.renew();
    },
    backToList() {
      void queryClient.invalidateQueries({ queryKey: list.queryKey });
      navigate(list.href);
    },
    end: { isNew, words, back: list.href },
  };
}
