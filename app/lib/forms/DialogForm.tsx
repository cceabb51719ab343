import type { FormEvent, ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Button, Form } from '@/design-system';
import { useIntl } from '@/app/i18n';
import type { SendingForm } from './useFormFields';
import { FormEnd } from './FormEnd';

interface DialogFormProps {
  form: SendingForm;
  /** Sends the form (`handleSubmit` of what it sends). */
  onSend: (event: FormEvent<HTMLFormElement>) => void;
  close: () => void;
  /** The submit button's text, what it says while the form is sent, and Back's (it closes the dialog, nothing sent). */
  words: Record<'submit' | 'pending' | 'back', MessageDescriptor>;
  children: ReactNode;
}

/** A dialog's form (a refund request, a review, a fee's dispute): its fields, then Back and the submit button. */
export function DialogForm({ form, onSend, close, words, children }: DialogFormProps) {
  const intl = useIntl();
  return (
    <Form {...form.formProps} onSubmit={onSend}>
      {children}
      <FormEnd isPending={form.isPending} submit={words.submit} pending={words.pending}>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(words.back)}
        </Button>
      </FormEnd>
    </Form>
  );
}
