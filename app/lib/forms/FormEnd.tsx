import type { MessageDescriptor } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { Button, Inline, LinkButton } from '@/design-system';
import { useIntl } from '@/app/i18n';

interface FormEndProps {
  /** The form is sending: the submit button shows `pending` and takes no second press. */
  isPending: boolean;
  submit: MessageDescriptor;
  pending: MessageDescriptor;
  /** The form's other actions (back, close), before the submit button. */
  children?: ReactNode;
}

/** A form's last row: its other actions, then its submit button, on the right (the submit is always last). */
export function FormEnd({ isPending, submit, pending, children }: FormEndProps) {
  const intl = useIntl();
  return (
    <Inline space="small" align="right">
      {children}
      <Button type="submit" isPending={isPending} pendingLabel={intl.formatMessage(pending)}>
        {intl.formatMessage(submit)}
      </Button>
    </Inline>
  );
}

/** The words of a new-or-edit form's last row: create or save (and while sending), and back. */
export type EditorEndWords = Record<'create' | 'creating' | 'save' | 'saving' | 'back', MessageDescriptor>;

interface EditorFormEndProps {
  isNew: boolean;
  isPending: boolean;
  words: EditorEndWords;
  /** The list the form came from. */
  back: string;
}

/** A new-or-edit form's last row: back to its list, then Create (a new thing) or Save changes. */
export function EditorFormEnd({ isNew, isPending, words, back }: EditorFormEndProps) {
  const intl = useIntl();
  return (
    <FormEnd
      isPending={isPending}
      submit={isNew ? words.create : words.save}
      pending={isNew ? words.creating : words.saving}
    >
      <LinkButton href={back} variant="secondary">
        {intl.formatMessage(words.back)}
      </LinkButton>
    </FormEnd>
  );
}
