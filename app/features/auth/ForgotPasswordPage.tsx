import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text, TextField } from '../../../design-system';
import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { loginPath, type Role } from '../../session/session';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthLayout, FormMessage } from './AuthLayout';
import { authFailureMessage } from './errors';
import { messages } from './messages';
import { useConfirmCode, useSendResetCode } from './useAuthFlows';
import { allFilled, passwordProblem } from './validation';

/** `/forgot-password` and `/trainer/forgot-password`: a reset code by email, then the new password. */
export function ForgotPasswordPage({ role }: { role: Role }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.forgotPageTitle));
  const sendCode = useSendResetCode();
  const reset = useConfirmCode();
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState({ code: '', password: '', confirmation: '' });
  const [invalid, setInvalid] = useState<ReturnType<typeof passwordProblem>>(null);
  const backToLogin = <Link href={loginPath[role]}>{intl.formatMessage(messages.backToLogin)}</Link>;

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = allFilled([email]);
    setInvalid(filled ? null : messages.requiredFields);
    if (filled) sendCode.mutate(email.trim());
  };
  const setNewPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = allFilled(Object.values(fields))
      ? passwordProblem(fields.password, fields.confirmation)
      : messages.requiredFields;
    setInvalid(problem);
    if (!problem) reset.mutate({ oobCode: fields.code.trim(), password: fields.password });
  };
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  if (reset.isSuccess) {
    return (
      <AuthLayout title={intl.formatMessage(messages.forgotTitle)}>
        <Stack space="medium">
          <FormMessage tone="positive">{intl.formatMessage(messages.resetDone)}</FormMessage>
          {backToLogin}
        </Stack>
      </AuthLayout>
    );
  }

  if (sendCode.isSuccess) {
    const problem = invalid ?? (reset.isError ? authFailureMessage(reset.error) : null);
    return (
      <AuthLayout
        title={intl.formatMessage(messages.forgotTitle)}
        intro={intl.formatMessage(messages.resetIntro, { email: sendCode.variables })}
        footer={backToLogin}
      >
        <form noValidate onSubmit={setNewPassword}>
          <Stack space="medium">
            <TextField
              label={intl.formatMessage(messages.verifyCode)}
              name="code"
              autoComplete="one-time-code"
              isRequired
              value={fields.code}
              onChange={set('code')}
            />
            <NewPasswordFields
              password={fields.password}
              confirmation={fields.confirmation}
              onPasswordChange={set('password')}
              onConfirmationChange={set('confirmation')}
            />
            {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
            <Button
              type="submit"
              fullWidth
              isPending={reset.isPending}
              pendingLabel={intl.formatMessage(messages.working)}
            >
              {intl.formatMessage(messages.resetSubmit)}
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  const problem = invalid ?? (sendCode.isError ? authFailureMessage(sendCode.error) : null);
  return (
    <AuthLayout
      title={intl.formatMessage(messages.forgotTitle)}
      intro={intl.formatMessage(messages.forgotIntro)}
      footer={<Text as="p">{backToLogin}</Text>}
    >
      <form noValidate onSubmit={requestCode}>
        <Stack space="medium">
          <TextField
            label={intl.formatMessage(messages.email)}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
          />
          {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
          <Button
            type="submit"
            fullWidth
            isPending={sendCode.isPending}
            pendingLabel={intl.formatMessage(messages.working)}
          >
            {intl.formatMessage(messages.forgotSubmit)}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

export const CustomerForgotPasswordPage = () => <ForgotPasswordPage role="customer" />;
export const TrainerForgotPasswordPage = () => <ForgotPasswordPage role="trainer" />;
