import { PasswordField, type PasswordFieldProps } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';

/** The design system's PasswordField with the show/hide toggle named in the user's language. */
export function PasswordInput(props: Omit<PasswordFieldProps, 'showPasswordLabel' | 'hidePasswordLabel'>) {
  const intl = useIntl();
  return (
    <PasswordField
      {...props}
      showPasswordLabel={intl.formatMessage(messages.showPassword)}
      hidePasswordLabel={intl.formatMessage(messages.hidePassword)}
    />
  );
}
