import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { useIntl } from '@/app/i18n';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { dashboardPath, loginPath, sessions, type Role } from '@/app/session/session';
import { NewPasswordFields } from './NewPasswordFields';
import { NameFields } from '@/app/lib/forms/NameFields';
import { AuthForm, AuthLayout, EmailField, PromptLink } from './AuthLayout';
import { authWords } from './errors';
import { formFailure } from '@/app/lib/queries/failure';
import { messages } from './messages';
import { useSignUp } from './useAuthFlows';
import { newPasswordErrors, required } from './validation';
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
  const signUp = useSignUp(role);
  const form = useFormFields({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmation: '' },
    validate: (values) => ({
      firstName: required(values.firstName),
      lastName: required(values.lastName),
      email: required(values.email),
      ...newPasswordErrors(values.password, values.confirmation),
    }),
    failure: (error) => formFailure(intl, error, authWords),
  });

  if (signUp.isSuccess) {
    return (
      <AuthLayout title={intl.formatMessage(messages.verifyTitle)}>
        <VerifyEmail role={role} email={signUp.variables.email} onVerified={() => navigate(dashboardPath[role])} />
      </AuthLayout>
    );
  }
  if (isAuthenticated && !signUp.isPending) return <Redirect replace to={dashboardPath[role]} />;

  const submit = form.handleSubmit((values) =>
    signUp.mutateAsync({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    }),
  );

  return (
    <AuthLayout
      title={intl.formatMessage(text.title)}
      intro={intl.formatMessage(text.intro)}
      footer={<PromptLink prompt={text.have} href={loginPath[role]} label={messages.logInInstead} />}
      google={role === 'customer'}
    >
      <AuthForm form={form} onSubmit={submit} submit={intl.formatMessage(messages.signUpSubmit)}>
        <NameFields
          firstName={form.field('firstName')}
          lastName={form.field('lastName')}
          words={messages}
          space="medium"
        />
        <EmailField {...form.field('email')} />
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('confirmation')}
          labels={{ password: messages.password, confirmation: messages.confirmPassword }}
        />
      </AuthForm>
    </AuthLayout>
  );
}

export const CustomerSignUpPage = () => <SignUpPage role="customer" />;
export const TrainerSignUpPage = () => <SignUpPage role="trainer" />;
