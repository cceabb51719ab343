import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  // Shared form texts
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirm password' },
  firstName: { id: 'auth.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.field.lastName', defaultMessage: 'Last name' },
  showPassword: { id: 'auth.field.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.field.hidePassword', defaultMessage: 'Hide password' },
  passwordHint: {
    id: 'auth.field.passwordHint',
    defaultMessage: 'At least 6 characters, with a digit, an uppercase letter and a special character.',
  },
  passwordRule: {
    id: 'auth.error.passwordRule',
    defaultMessage:
      'Password must be at least 6 characters long and include a digit, an uppercase letter, and a special character.',
  },
  passwordsDiffer: { id: 'auth.error.passwordsDiffer', defaultMessage: 'Passwords do not match' },
  requiredFields: { id: 'auth.error.requiredFields', defaultMessage: 'Please fill in all required fields' },
  emailExists: { id: 'auth.error.emailExists', defaultMessage: 'Email already exits.' },
  invalidCredentials: {
    id: 'auth.error.invalidCredentials',
    defaultMessage: 'Email or Password is not correct, try again.',
  },
  tooManyAttempts: {
    id: 'auth.error.tooManyAttempts',
    defaultMessage: 'Too many failed attempts. Wait a few minutes, or reset your password.',
  },
  unexpected: { id: 'auth.error.unexpected', defaultMessage: 'Something went wrong on our side. Please try again.' },
  working: { id: 'auth.working', defaultMessage: 'Please wait' },
  errorTitle: { id: 'auth.error.title', defaultMessage: 'We couldn’t do that' },

  // Login
  loginSubmit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  sessionEnded: {
    id: 'auth.login.sessionEnded',
    defaultMessage: 'Your session has ended. Please log in again.',
  },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
  or: { id: 'auth.login.or', defaultMessage: 'or' },
  google: { id: 'auth.login.google', defaultMessage: 'Continue with Google' },
  wrongDoorTrainer: {
    id: 'auth.login.wrongDoorTrainer',
    defaultMessage: 'This email belongs to a trainer account. Log in on the trainer page instead.',
  },
  wrongDoorCustomer: {
    id: 'auth.login.wrongDoorCustomer',
    defaultMessage: 'This email belongs to a customer account. Log in on the customer page instead.',
  },

  // Trainer sign-up
  trainerSignUpPageTitle: { id: 'auth.trainerSignUp.pageTitle', defaultMessage: 'Become a trainer' },
  trainerSignUpTitle: { id: 'auth.trainerSignUp.title', defaultMessage: 'Teach on Kinetic' },
  trainerSignUpIntro: {
    id: 'auth.trainerSignUp.intro',
    defaultMessage: 'Create your trainer account, then tell us about your skills and certificates.',
  },
  haveTrainerAccount: { id: 'auth.trainerSignUp.haveAccount', defaultMessage: 'Already teaching with us?' },

  // Sign-up
  signUpPageTitle: { id: 'auth.signUp.pageTitle', defaultMessage: 'Sign up' },
  signUpTitle: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  signUpIntro: { id: 'auth.signUp.intro', defaultMessage: 'Find a trainer and book your first class in minutes.' },
  signUpSubmit: { id: 'auth.signUp.submit', defaultMessage: 'Sign up' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already have an account?' },
  logInInstead: { id: 'auth.signUp.logIn', defaultMessage: 'Log in' },

  // Verify email
  verifyTitle: { id: 'auth.verify.title', defaultMessage: 'Check your email' },
  verifyIntro: {
    id: 'auth.verify.intro',
    defaultMessage: 'We sent a one-time code to {email}. Enter it below to confirm your email address.',
  },
  verifyCode: { id: 'auth.verify.code', defaultMessage: 'One-time code' },
  verifySubmit: { id: 'auth.verify.submit', defaultMessage: 'Verify email' },
  resend: { id: 'auth.verify.resend', defaultMessage: 'Send a new code' },
  resendIn: {
    id: 'auth.verify.resendIn',
    defaultMessage: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  },
  codeSent: { id: 'auth.verify.sent', defaultMessage: 'A new code is on its way to {email}.' },
  codeNotSent: { id: 'auth.verify.notSent', defaultMessage: 'We couldn’t send the code. Please try again.' },
  invalidCode: { id: 'auth.verify.invalidCode', defaultMessage: 'That code is wrong or has already been used.' },
  verified: { id: 'auth.verify.done', defaultMessage: 'Your email is verified.' },

  // Forgot password
  forgotPageTitle: { id: 'auth.forgot.pageTitle', defaultMessage: 'Reset your password' },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Reset your password' },
  forgotIntro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'Enter the email of your account and we will send you a one-time code.',
  },
  forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send code' },
  resetIntro: {
    id: 'auth.forgot.resetIntro',
    defaultMessage: 'Enter the code we sent to {email} and choose a new password.',
  },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  confirmNewPassword: { id: 'auth.field.confirmNewPassword', defaultMessage: 'Confirm new password' },
  resetSubmit: { id: 'auth.forgot.resetSubmit', defaultMessage: 'Set new password' },
  resetDone: { id: 'auth.forgot.done', defaultMessage: 'Your password is changed. Log in with your new password.' },
  emailNotFound: { id: 'auth.error.emailNotFound', defaultMessage: 'We couldn’t find an account with that email.' },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Back to log in' },

  // Account settings
  settingsPageTitle: { id: 'auth.settings.pageTitle', defaultMessage: 'Account settings' },
  settingsTitle: { id: 'auth.settings.title', defaultMessage: 'Account settings' },
  changePasswordTitle: { id: 'auth.settings.passwordTitle', defaultMessage: 'Change password' },
  changePasswordSubmit: { id: 'auth.settings.passwordSubmit', defaultMessage: 'Change password' },
  passwordChanged: { id: 'auth.settings.passwordChanged', defaultMessage: 'Your password is changed.' },
  changeEmailTitle: { id: 'auth.settings.emailTitle', defaultMessage: 'Change email' },
  newEmail: { id: 'auth.field.newEmail', defaultMessage: 'New email' },
  changeEmailSubmit: { id: 'auth.settings.emailSubmit', defaultMessage: 'Change email' },
  emailChanged: { id: 'auth.settings.emailChanged', defaultMessage: 'Your email is now {email}.' },
  sessionExpired: {
    id: 'auth.error.sessionExpired',
    defaultMessage: 'Your session has expired. Log in again to make this change.',
  },
});

/** The auth client's errors, as the sign-in page shows them from `?error=` (`signInFailures` in `errors.ts`). */
export const authErrorMessages = defineMessages({
  SessionRequired: { id: 'auth.authError.sessionRequired', defaultMessage: 'Please log in to see that page.' },
  CredentialsSignin: {
    id: 'auth.authError.credentials',
    defaultMessage: 'Email or Password is not correct, try again.',
  },
  OAuthCallbackError: {
    id: 'auth.authError.oauthCallback',
    defaultMessage: 'Google did not complete the sign-in. Please try again.',
  },
  AccountNotLinkedError: {
    id: 'auth.authError.accountNotLinked',
    defaultMessage: 'This email already has an account. Log in with your email and password.',
  },
  InvalidCallbackUrl: {
    id: 'auth.authError.invalidCallbackUrl',
    defaultMessage: 'That sign-in link points outside Kinetic, so we won’t follow it. You can log in here.',
  },
  ProviderUnavailable: {
    id: 'auth.authError.providerUnavailable',
    defaultMessage: 'Signing in with Google is not available right now. Log in with your email and password.',
  },
  Configuration: {
    id: 'auth.authError.configuration',
    defaultMessage: 'Signing in is not available right now because of a problem on our side. Please try again later.',
  },
  UnknownError: {
    id: 'auth.authError.unknown',
    defaultMessage: 'Something went wrong while signing in. Please try again.',
  },
});

/** Each login page's own words: its titles and intro, the way to sign up, the other kind of account's login. */
export const loginMessages = {
  customer: defineMessages({
    pageTitle: { id: 'auth.login.pageTitle', defaultMessage: 'Log in' },
    title: { id: 'auth.login.title', defaultMessage: 'Welcome back' },
    intro: { id: 'auth.login.intro', defaultMessage: 'Log in to book classes and join your sessions.' },
    signUpPrompt: { id: 'auth.login.noAccount', defaultMessage: 'New to Kinetic?' },
    signUp: { id: 'auth.login.createAccount', defaultMessage: 'Create an account' },
    otherPrompt: { id: 'auth.login.areYouTrainer', defaultMessage: 'Are you a trainer?' },
    other: { id: 'auth.login.trainerLink', defaultMessage: 'Log in as a trainer' },
  }),
  trainer: defineMessages({
    pageTitle: { id: 'auth.trainerLogin.pageTitle', defaultMessage: 'Trainer log in' },
    title: { id: 'auth.trainerLogin.title', defaultMessage: 'Log in to teach' },
    intro: { id: 'auth.trainerLogin.intro', defaultMessage: 'Manage your classes, availability and payouts.' },
    signUpPrompt: { id: 'auth.trainerLogin.noAccount', defaultMessage: 'Want to teach on Kinetic?' },
    signUp: { id: 'auth.trainerLogin.createAccount', defaultMessage: 'Apply as a trainer' },
    otherPrompt: { id: 'auth.trainerLogin.areYouCustomer', defaultMessage: 'Here to train?' },
    other: { id: 'auth.trainerLogin.customerLink', defaultMessage: 'Log in as a customer' },
  }),
};
