import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { Link } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { sessions, type Role } from '@/app/session/session';
import { sessionNotice } from '@/app/session/stores';
import { PasswordInput } from './PasswordInput';
import { AuthForm, AuthLayout, EmailField, PromptLink } from './AuthLayout';
import { useCallbackTarget } from './callback';
import { loginWords, signInFailures } from './errors';
import { failureWords, formFailure } from '@/app/lib/queries/failure';
import { loginMessages, messages } from './messages';
import { usePasswordSignIn } from './useAuthFlows';
import { required } from './validation';
import { paths } from '@/app/routing/paths';

/** Where each login's links lead: a forgotten password, the sign-up, the other kind of account's login. */
const links = {
  customer: { forgot: paths.forgotPassword(), signUp: paths.signUp(), other: paths.trainerLogIn() },
  trainer: { forgot: paths.trainerForgotPassword(), signUp: paths.trainerSignUp(), other: paths.logIn() },
} as const;

/** `/login` and `/trainer/login`: email and password (and Google for customers). */
export function LoginPage({ role }: { role: Role }) {
  const intl = useIntl();
  const text = loginMessages[role];
  const to = links[role];
  usePageTitle(intl.formatMessage(text.pageTitle));
  const { isAuthenticated } = useSnapshot(sessions[role]);
  const { ended } = useSnapshot(sessionNotice);
  const { target, error: authError } = useCallbackTarget(role);
  const signIn = usePasswordSignIn(role);
  const form = useFormFields({
    initialValues: { email: '', password: '' },
    validate: ({ email, password }) => ({ email: required(email), password: required(password) }),
    failure: (error) => formFailure(intl, error, loginWords),
  });

  if (isAuthenticated && !signIn.isPending) return <Redirect replace to={target} />;

  const submit = form.handleSubmit(({ email, password }) => signIn.mutateAsync({ email: email.trim(), password }));

  return (
    <AuthLayout
      title={intl.formatMessage(text.title)}
      intro={intl.formatMessage(text.intro)}
      footer={
        <>
          <PromptLink prompt={text.signUpPrompt} href={to.signUp} label={text.signUp} />
          <PromptLink prompt={text.otherPrompt} href={to.other} label={text.other} />
        </>
      }
      google={role === 'customer'}
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        submit={intl.formatMessage(messages.loginSubmit)}
        errorMessage={
          authError
            ? intl.formatMessage(failureWords(authError, signInFailures))
            : ended === role
              ? intl.formatMessage(messages.sessionEnded)
              : undefined
        }
        after={<Link href={to.forgot}>{intl.formatMessage(messages.forgotPassword)}</Link>}
      >
        <EmailField {...form.field('email')} />
        <PasswordInput
          label={intl.formatMessage(messages.password)}
          autoComplete="current-password"
          isRequired
          {...form.field('password')}
        />
      </AuthForm>
    </AuthLayout>
  );
}

export const CustomerLoginPage = () => <LoginPage role="customer" />;
export const TrainerLoginPage = () => <LoginPage role="trainer" />;
