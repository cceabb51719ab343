import type { MessageDescriptor } from '@formatjs/intl';
import { useIntl } from '../../i18n';
import { messages } from './messages';
import { PasswordInput } from './PasswordInput';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** The two labels: "Password" / "Confirm password" at sign-up, "New password" / … elsewhere. */
  labels?: { password: MessageDescriptor; confirmation: MessageDescriptor };
}

/** A new password with the spec's rule as its hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  labels = { password: messages.newPassword, confirmation: messages.confirmNewPassword },
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordInput
        label={intl.formatMessage(labels.password)}
        name="password"
        autoComplete="new-password"
        description={intl.formatMessage(messages.passwordHint)}
        isRequired
        value={password}
        onChange={onPasswordChange}
      />
      <PasswordInput
        label={intl.formatMessage(labels.confirmation)}
        name="confirmation"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={onConfirmationChange}
      />
    </>
  );
}
