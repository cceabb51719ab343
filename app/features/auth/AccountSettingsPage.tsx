import type { MessageDescriptor } from '@formatjs/intl';
import { useId, type ReactNode } from 'react';
import { Card, Heading, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { NotificationsSwitch, notificationsTitle } from '@/app/push/NotificationsSwitch';
import type { Role } from '@/app/session/session';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthForm, EmailField, SuccessMessage } from './AuthLayout';
import { authWords } from './errors';
import { formFailure } from '@/app/lib/queries/failure';
import { messages } from './messages';
import { useUpdateAccount } from './useAuthFlows';
import { newPasswordErrors, required } from './validation';

/** One settings card: a section named by its heading, with its form. */
function SettingsSection({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card as="section" padding="large" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} size={3} id={headingId}>
          {intl.formatMessage(title)}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function ChangePassword({ role }: { role: Role }) {
  const intl = useIntl();
  const update = useUpdateAccount(role);
  const form = useFormFields({
    initialValues: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => newPasswordErrors(password, confirmation),
    failure: (error) => formFailure(intl, error, authWords),
  });
  const submit = form.handleSubmit(async ({ password }) => {
    await update.mutateAsync({ password });
    form.reset();
  });
  return (
    <SettingsSection title={messages.changePasswordTitle}>
      <AuthForm form={form} onSubmit={submit} submit={intl.formatMessage(messages.changePasswordSubmit)}>
        <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmation')} />
        {update.isSuccess && !form.formProps.errorMessage && (
          <SuccessMessage>{intl.formatMessage(messages.passwordChanged)}</SuccessMessage>
        )}
      </AuthForm>
    </SettingsSection>
  );
}

function ChangeEmail({ role }: { role: Role }) {
  const intl = useIntl();
  const update = useUpdateAccount(role);
  const form = useFormFields({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: required(email) }),
    failure: (error) => formFailure(intl, error, authWords),
  });
  const submit = form.handleSubmit(({ email }) => update.mutateAsync({ email: email.trim() }));
  return (
    <SettingsSection title={messages.changeEmailTitle}>
      <AuthForm form={form} onSubmit={submit} submit={intl.formatMessage(messages.changeEmailSubmit)}>
        <EmailField label={intl.formatMessage(messages.newEmail)} {...form.field('email')} />
        {update.isSuccess && !form.formProps.errorMessage && (
          <SuccessMessage>{intl.formatMessage(messages.emailChanged, { email: update.data.email })}</SuccessMessage>
        )}
      </AuthForm>
    </SettingsSection>
  );
}

/** `/dashboard/settings` and `/trainer/dashboard/settings`: change the account's password and email, and turn notifications on or off. */
export function AccountSettingsPage({ role }: { role: Role }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.settingsPageTitle));
  return (
    <PageFrame width="small" space="large" start="none" end="none">
      <Heading level={1} size={2}>
        {intl.formatMessage(messages.settingsTitle)}
      </Heading>
      <ChangePassword role={role} />
      <ChangeEmail role={role} />
      <SettingsSection title={notificationsTitle}>
        <NotificationsSwitch />
      </SettingsSection>
    </PageFrame>
  );
}

export const CustomerSettingsPage = () => <AccountSettingsPage role="customer" />;
export const TrainerSettingsPage = () => <AccountSettingsPage role="trainer" />;
