import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { Button, Link, Stack, TextField } from '../../../design-system';
import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { sessions, type Role } from '../../session/session';
import { PasswordInput } from './PasswordInput';
import { AuthLayout, FormMessage, PromptLink } from './AuthLayout';
import { useCallbackTarget } from './callback';
import { authFailureMessage } from './errors';
import { GoogleSignIn } from './GoogleSignIn';
import { authErrorKey, authErrorMessages, messages } from './messages';
import { usePasswordSignIn } from './useAuthFlows';
import { allFilled } from './validation';

const copy = {
  customer: {
    pageTitle: messages.loginPageTitle,
    title: messages.loginTitle,
    intro: messages.loginIntro,
    forgot: '/forgot-password',
    signUpPrompt: messages.noAccount,
    signUp: { href: '/sign-up', label: messages.createAccount },
    otherPrompt: messages.areYouTrainer,
    other: { href: '/trainer/login', label: messages.trainerLoginLink },
  },
  trainer: {
    pageTitle: messages.trainerLoginPageTitle,
    title: messages.trainerLoginTitle,
    intro: messages.trainerLoginIntro,
    forgot: '/trainer/forgot-password',
    signUpPrompt: messages.trainerNoAccount,
    signUp: { href: '/trainer/sign-up', label: messages.trainerCreateAccount },
    otherPrompt: messages.areYouCustomer,
    other: { href: '/login', label: messages.customerLoginLink },
  },
} as const;

/** `/login` and `/trainer/login`: email and password (and Google for customers). */
export function LoginPage({ role }: { role: Role }) {
  const intl = useIntl();
  const text = copy[role];
  usePageTitle(intl.formatMessage(text.pageTitle));
  const { isAuthenticated } = useSnapshot(sessions[role]);
  const { target, error: authError } = useCallbackTarget(role);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const signIn = usePasswordSignIn(role);

  if (isAuthenticated && !signIn.isPending) return <Redirect replace to={target} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = allFilled([email, password]);
    setIncomplete(!filled);
    if (!filled) return;
    signIn.mutate({ email: email.trim(), password });
  };

  const problem = incomplete
    ? messages.requiredFields
    : signIn.isError
      ? authFailureMessage(signIn.error, { EMAIL_NOT_FOUND: messages.invalidCredentials })
      : null;

  return (
    <AuthLayout
      title={intl.formatMessage(text.title)}
      intro={intl.formatMessage(text.intro)}
      footer={
        <>
          <PromptLink
            prompt={intl.formatMessage(text.signUpPrompt)}
            href={text.signUp.href}
            label={intl.formatMessage(text.signUp.label)}
          />
          <PromptLink
            prompt={intl.formatMessage(text.otherPrompt)}
            href={text.other.href}
            label={intl.formatMessage(text.other.label)}
          />
        </>
      }
    >
      <Stack space="large">
        {authError && !signIn.isError && (
          <FormMessage tone="critical">{intl.formatMessage(authErrorMessages[authErrorKey(authError)])}</FormMessage>
        )}
        <form noValidate onSubmit={submit}>
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
            <PasswordInput
              label={intl.formatMessage(messages.password)}
              name="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={setPassword}
            />
            {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
            <Button
              type="submit"
              fullWidth
              isPending={signIn.isPending}
              pendingLabel={intl.formatMessage(messages.working)}
            >
              {intl.formatMessage(messages.loginSubmit)}
            </Button>
            <Link href={text.forgot}>{intl.formatMessage(messages.forgotPassword)}</Link>
          </Stack>
        </form>
        {role === 'customer' && <GoogleSignIn />}
      </Stack>
    </AuthLayout>
  );
}

export const CustomerLoginPage = () => <LoginPage role="customer" />;
export const TrainerLoginPage = () => <LoginPage role="trainer" />;
