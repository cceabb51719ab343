import { Link, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { loginPath, type Role } from '@/app/session/session';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthForm, AuthLayout, EmailField, SuccessMessage } from './AuthLayout';
import { authWords } from './errors';
import { formFailure } from '@/app/lib/queries/failure';
import { messages } from './messages';
import { useResetPassword, useSendResetCode } from './useAuthFlows';
import { OneTimeCodeField } from './VerifyEmail';
import { newPasswordErrors, required } from './validation';

/** `/forgot-password` and `/trainer/forgot-password`: a reset code by email, then the new password. */
export function ForgotPasswordPage({ role }: { role: Role }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.forgotPageTitle));
  const sendCode = useSendResetCode();
  const reset = useResetPassword();
  const request = useFormFields({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: required(email) }),
    failure: (error) => formFailure(intl, error, authWords),
  });
  const newPassword = useFormFields({
    initialValues: { code: '', password: '', confirmation: '' },
    validate: ({ code, password, confirmation }) => ({
      code: required(code),
      ...newPasswordErrors(password, confirmation),
    }),
    failure: (error) => formFailure(intl, error, authWords),
  });
  const backToLogin = <Link href={loginPath[role]}>{intl.formatMessage(messages.backToLogin)}</Link>;

  if (reset.isSuccess) {
    return (
      <AuthLayout title={intl.formatMessage(messages.forgotTitle)}>
        <Stack space="medium">
          <SuccessMessage>{intl.formatMessage(messages.resetDone)}</SuccessMessage>
          {backToLogin}
        </Stack>
      </AuthLayout>
    );
  }

  if (sendCode.isSuccess) {
    return (
      <AuthLayout
        title={intl.formatMessage(messages.forgotTitle)}
        intro={intl.formatMessage(messages.resetIntro, { email: sendCode.variables })}
        footer={backToLogin}
      >
        <AuthForm
          form={newPassword}
          onSubmit={newPassword.handleSubmit(({ code, password }) =>
            reset.mutateAsync({ oobCode: code.trim(), password }),
          )}
          submit={intl.formatMessage(messages.resetSubmit)}
        >
          <OneTimeCodeField {...newPassword.field('code')} />
          <NewPasswordFields
            password={newPassword.field('password')}
            confirmation={newPassword.field('confirmation')}
          />
        </AuthForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={intl.formatMessage(messages.forgotTitle)}
      intro={intl.formatMessage(messages.forgotIntro)}
      footer={<Text as="p">{backToLogin}</Text>}
    >
      <AuthForm
        form={request}
        onSubmit={request.handleSubmit(({ email }) => sendCode.mutateAsync(email.trim()))}
        submit={intl.formatMessage(messages.forgotSubmit)}
      >
        <EmailField {...request.field('email')} />
      </AuthForm>
    </AuthLayout>
  );
}

export const CustomerForgotPasswordPage = () => <ForgotPasswordPage role="customer" />;
export const TrainerForgotPasswordPage = () => <ForgotPasswordPage role="trainer" />;
