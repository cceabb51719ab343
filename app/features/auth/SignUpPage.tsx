import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { Button, Columns, Column, Stack, TextField } from '../../../design-system';
import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { dashboardPath, loginPath, sessions, type Role } from '../../session/session';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthLayout, FormMessage, PromptLink } from './AuthLayout';
import { authFailureMessage } from './errors';
import { GoogleSignIn } from './GoogleSignIn';
import { messages } from './messages';
import { useSignUp } from './useAuthFlows';
import { allFilled, passwordProblem } from './validation';
import { VerifyEmail } from './VerifyEmail';

const copy = {
  customer: {
    pageTitle: messages.signUpPageTitle,
    title: messages.signUpTitle,
    intro: messages.signUpIntro,
    have: messages.haveAccount,
  },
  trainer: {
    pageTitle: messages.trainerSignUpPageTitle,
    title: messages.trainerSignUpTitle,
    intro: messages.trainerSignUpIntro,
    have: messages.haveTrainerAccount,
  },
} as const;

/** `/sign-up` and `/trainer/sign-up`: the account, then the email verified with a one-time code. */
export function SignUpPage({ role }: { role: Role }) {
  const intl = useIntl();
  const text = copy[role];
  usePageTitle(intl.formatMessage(text.pageTitle));
  const [, navigate] = useLocation();
  const { isAuthenticated } = useSnapshot(sessions[role]);
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '', confirmation: '' });
  const [invalid, setInvalid] = useState<ReturnType<typeof passwordProblem>>(null);
  const signUp = useSignUp(role);

  if (signUp.isSuccess) {
    return (
      <AuthLayout title={intl.formatMessage(messages.verifyTitle)}>
        <VerifyEmail role={role} email={signUp.variables.email} onVerified={() => navigate(dashboardPath[role])} />
      </AuthLayout>
    );
  }
  if (isAuthenticated && !signUp.isPending) return <Redirect replace to={dashboardPath[role]} />;

  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = allFilled(Object.values(fields))
      ? passwordProblem(fields.password, fields.confirmation)
      : messages.requiredFields;
    setInvalid(problem);
    if (problem) return;
    signUp.mutate({
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      password: fields.password,
    });
  };
  const problem = invalid ?? (signUp.isError ? authFailureMessage(signUp.error) : null);

  return (
    <AuthLayout
      title={intl.formatMessage(text.title)}
      intro={intl.formatMessage(text.intro)}
      footer={
        <PromptLink
          prompt={intl.formatMessage(text.have)}
          href={loginPath[role]}
          label={intl.formatMessage(messages.logInInstead)}
        />
      }
    >
      <Stack space="large">
        <form noValidate onSubmit={submit}>
          <Stack space="medium">
            <Columns space="medium" collapseBelow="tablet">
              <Column>
                <TextField
                  label={intl.formatMessage(messages.firstName)}
                  name="firstName"
                  autoComplete="given-name"
                  isRequired
                  value={fields.firstName}
                  onChange={set('firstName')}
                />
              </Column>
              <Column>
                <TextField
                  label={intl.formatMessage(messages.lastName)}
                  name="lastName"
                  autoComplete="family-name"
                  isRequired
                  value={fields.lastName}
                  onChange={set('lastName')}
                />
              </Column>
            </Columns>
            <TextField
              label={intl.formatMessage(messages.email)}
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={fields.email}
              onChange={set('email')}
            />
            <NewPasswordFields
              password={fields.password}
              confirmation={fields.confirmation}
              onPasswordChange={set('password')}
              onConfirmationChange={set('confirmation')}
              labels={{ password: messages.password, confirmation: messages.confirmPassword }}
            />
            {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
            <Button
              type="submit"
              fullWidth
              isPending={signUp.isPending}
              pendingLabel={intl.formatMessage(messages.working)}
            >
              {intl.formatMessage(messages.signUpSubmit)}
            </Button>
          </Stack>
        </form>
        {role === 'customer' && <GoogleSignIn />}
      </Stack>
    </AuthLayout>
  );
}

export const CustomerSignUpPage = () => <SignUpPage role="customer" />;
export const TrainerSignUpPage = () => <SignUpPage role="trainer" />;
