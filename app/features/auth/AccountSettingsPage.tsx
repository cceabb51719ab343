import { useState, type FormEvent } from 'react';
import { Button, Card, Container, Heading, Stack, TextField } from '../../../design-system';
import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import type { Role } from '../../session/session';
import { NewPasswordFields } from './NewPasswordFields';
import { FormMessage } from './AuthLayout';
import { authFailureMessage } from './errors';
import { messages } from './messages';
import { useUpdateAccount } from './useAuthFlows';
import { allFilled, passwordProblem } from './validation';

function ChangePassword({ role }: { role: Role }) {
  const intl = useIntl();
  const update = useUpdateAccount(role);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [invalid, setInvalid] = useState<ReturnType<typeof passwordProblem>>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = allFilled([password, confirmation])
      ? passwordProblem(password, confirmation)
      : messages.requiredFields;
    setInvalid(problem);
    if (!problem)
      update.mutate(
        { password },
        {
          onSuccess: () => {
            setPassword('');
            setConfirmation('');
          },
        },
      );
  };
  const problem = invalid ?? (update.isError ? authFailureMessage(update.error) : null);
  return (
    <Card as="section" padding="large" aria-labelledby="change-password">
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          <Heading level={2} size={3} id="change-password">
            {intl.formatMessage(messages.changePasswordTitle)}
          </Heading>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
          />
          {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
          {update.isSuccess && !invalid && (
            <FormMessage tone="positive">{intl.formatMessage(messages.passwordChanged)}</FormMessage>
          )}
          <Button type="submit" isPending={update.isPending} pendingLabel={intl.formatMessage(messages.working)}>
            {intl.formatMessage(messages.changePasswordSubmit)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function ChangeEmail({ role }: { role: Role }) {
  const intl = useIntl();
  const update = useUpdateAccount(role);
  const [email, setEmail] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIncomplete(!allFilled([email]));
    if (allFilled([email])) update.mutate({ email: email.trim() });
  };
  const problem = incomplete ? messages.requiredFields : update.isError ? authFailureMessage(update.error) : null;
  return (
    <Card as="section" padding="large" aria-labelledby="change-email">
      <form noValidate onSubmit={submit}>
        <Stack space="medium">
          <Heading level={2} size={3} id="change-email">
            {intl.formatMessage(messages.changeEmailTitle)}
          </Heading>
          <TextField
            label={intl.formatMessage(messages.newEmail)}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
          />
          {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
          {update.isSuccess && !incomplete && (
            <FormMessage tone="positive">
              {intl.formatMessage(messages.emailChanged, { email: update.data.email })}
            </FormMessage>
          )}
          <Button type="submit" isPending={update.isPending} pendingLabel={intl.formatMessage(messages.working)}>
            {intl.formatMessage(messages.changeEmailSubmit)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** `/dashboard/settings` and `/trainer/dashboard/settings`: change the account's password and email. */
export function AccountSettingsPage({ role }: { role: Role }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.settingsPageTitle));
  return (
    <Container width="small">
      <Stack space="large">
        <Heading level={1} size={2}>
          {intl.formatMessage(messages.settingsTitle)}
        </Heading>
        <ChangePassword role={role} />
        <ChangeEmail role={role} />
      </Stack>
    </Container>
  );
}

export const CustomerSettingsPage = () => <AccountSettingsPage role="customer" />;
export const TrainerSettingsPage = () => <AccountSettingsPage role="trainer" />;
