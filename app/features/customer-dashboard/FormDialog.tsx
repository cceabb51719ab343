import type { ReactNode } from 'react';
import { Dialog, Modal } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formFailure } from '@/app/lib/queries/failure';
import { useIdempotencyKey } from '@/app/lib/forms/idempotency';
import type { SubmitFailure } from '@/app/lib/forms/useFormFields';
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
