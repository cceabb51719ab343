import type { MessageDescriptor } from '@formatjs/intl';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIntl } from '@/app/i18n';
import { formFailure } from '../queries/failure';
import { useEditorSave } from './useEditorSave';
import { useFormFields, type UseFormFieldsOptions } from './useFormFields';
import { useUnsavedChanges } from './useUnsavedChanges';

interface EditorFormOptions<Values, Body> extends Pick<UseFormFieldsOptions<Values>, 'initialValues' | 'validate'> {
  /** The form's last row, the toasts, and what a refused or unsent save says. */
  words: Parameters<typeof useEditorSave>[0]['words'] &
    Record<'notCreated' | 'notSaved' | 'notSent', MessageDescriptor>;
  /** The list the thing shows in: its page, and its query, fetched again on the way back. */
  list: { href: string; queryKey: QueryKey };
  /** The request body of the values. */
  toBody: (values: Values) => Body;
  /** Sends a new thing, with `key` as its Idempotency-Key. */
  create: (body: Body, key: string) => Promise<unknown>;
  /** For an edit: sends it, and the saved thing replaces the answer of its own query (`queryKey`). */
  update?: { send: (body: Body) => Promise<unknown>; queryKey: QueryKey };
}

/**
 * A new-or-edit form (a pack, a promo code, a plan): its fields (`form`), each checked where it is,
 * a refusal in words on its fields, leaving with unsaved changes asked first, and its save (`submit`,
 * for the design-system `Form`): created once (`useEditorSave`), or saved and its page's answer
 * replaced, then back to the list. `end` goes on the form's `EditorFormEnd`.
 */
export function useEditorForm<Values extends Record<string, unknown>, Body>({
  initialValues,
  validate,
  words,
  list,
  toBody,
  create,
  update,
}: EditorFormOptions<Values, Body>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const editor = useEditorSave({ isNew: !update, words, list });
  const form = useFormFields<Values>({
    initialValues,
    validate,
    failure: (error) => formFailure(intl, error, update ? words.notSaved : words.notCreated, words.notSent),
  });
  useUnsavedChanges(form.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const body = toBody(values);
    if (update) queryClient.setQueryData(update.queryKey, await update.send(body));
    else await create(body, editor.keyFor(body));
    editor.saved();
    editor.backToList();
  });

  return { form, submit, end: editor.end };
}
