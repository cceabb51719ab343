import type { MessageDescriptor } from '@formatjs/intl';
import { useIntl } from '@/app/i18n';
import type { FieldProps } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';
import { PasswordInput } from './PasswordInput';

interface NewPasswordFieldsProps {
  /** The two fields from the form (`useFormFields`): values, changes and errors. */
  password: FieldProps<string>;
  confirmation: FieldProps<string>;
  /** The two labels: "Password" / "Confirm password" at sign-up, "New password" / … elsewhere. */
  labels?: { password: MessageDescriptor; confirmation: MessageDescriptor };
}

/** A new password with the password rule as its hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  labels = { password: messages.newPassword, confirmation: messages.confirmNewPassword },
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordInput
        label={intl.formatMessage(labels.password)}
        autoComplete="new-password"
        description={intl.formatMessage(messages.passwordHint)}
        isRequired
        {...password}
      />
      <PasswordInput
        label={intl.formatMessage(labels.confirmation)}
        autoComplete="new-password"
        isRequired
        {...confirmation}
      />
    </>
  );
}
