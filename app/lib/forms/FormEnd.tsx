import type { MessageDescriptor } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { Button, Inline } from '../../../design-system';
import { useIntl } from '../../i18n';

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
