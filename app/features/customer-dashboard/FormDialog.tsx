import type { FormEvent, ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Button, Dialog, Form, Modal } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formFailure } from '@/app/lib/queries/failure';
import { useIdempotencyKey } from '@/app/lib/forms/idempotency';
import type { SendingForm, SubmitFailure } from '@/app/lib/forms/useFormFields';
import { FormEnd } from '@/app/lib/forms/FormEnd';
import { messages } from './messages';

interface FormDialogProps {
  title: string;
  /** Closes it (Back, the close button, Escape, a click outside, or `close` after a success). */
  onClose: () => void;
  /** The form; `close` ends the dialog (after a success, or from Back). */
  children: (close: () => void) => ReactNode;
}

/** A row's form in a dialog (refund request, review): the list's one dialog, open while it is rendered. */
export function FormDialog({ title, onClose, children }: FormDialogProps) {
  const intl = useIntl();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={title} closeLabel={intl.formatMessage(messages.close)}>
        {children}
      </Dialog>
    </Modal>
  );
}

interface DialogFormProps {
  form: SendingForm;
  /** Sends the form (`handleSubmit` of what it sends). */
  onSend: (event: FormEvent<HTMLFormElement>) => void;
  close: () => void;
  /** The submit button's text, and what it says while the form is sent. */
  submit: MessageDescriptor;
  pending: MessageDescriptor;
  children: ReactNode;
}

/** A dialog's form: its fields, then Back (closes, nothing sent) and the submit button. */
export function DialogForm({ form, onSend, close, submit, pending, children }: DialogFormProps) {
  const intl = useIntl();
  return (
    <Form {...form.formProps} onSubmit={onSend}>
      {children}
      <FormEnd isPending={form.isPending} submit={submit} pending={pending}>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.dismiss)}
        </Button>
      </FormEnd>
    </Form>
  );
}

/**
 * What a dialog's form sends with: the Idempotency-Key of what it sends (a retry of the same request
 * sends the same one, a changed request a new one), and what a failure says at the top of the form.
 */
export function useDialogSubmission() {
  const intl = useIntl();
  const { keyFor } = useIdempotencyKey();
  const failure = (error: unknown): SubmitFailure => formFailure(intl, error, messages.failed);
  return { keyFor, failure };
}
