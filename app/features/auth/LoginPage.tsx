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
import { messages } from './messages';
import { usePasswordSignIn } from './useAuthFlows';
import { required } from './validation';
import { paths } from '@/app/routing/paths';

const copy = {
  customer: {
    pageTitle: messages.loginPageTitle,
    title: messages.loginTitle,
    intro: messages.loginIntro,
    forgot: paths.forgotPassword(),
    signUpPrompt: messages.noAccount,
    signUp: { href: paths.signUp(), label: messages.createAccount },
    otherPrompt: messages.areYouTrainer,
    other: { href: paths.trainerLogIn(), label: messages.trainerLoginLink },
  },
  trainer: {
    pageTitle: messages.trainerLoginPageTitle,
    title: messages.trainerLoginTitle,
    intro: messages.trainerLoginIntro,
    forgot: paths.trainerForgotPassword(),
    signUpPrompt: messages.trainerNoAccount,
    signUp: { href: paths.trainerSignUp(), label: messages.trainerCreateAccount },
    otherPrompt: messages.areYouCustomer,
    other: { href: paths.logIn(), label: messages.customerLoginLink },
  },
} as const;

/** `/login` and `/trainer/login`: email and password (and Google for customers). */
export function LoginPage({ role }: { role: Role }) {
  const intl = useIntl();
  const text = copy[role];
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
          <PromptLink prompt={text.signUpPrompt} {...text.signUp} />
          <PromptLink prompt={text.otherPrompt} {...text.other} />
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
        after={<Link href={text.forgot}>{intl.formatMessage(messages.forgotPassword)}</Link>}
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
