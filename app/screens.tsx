import { lazy, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import type { Role } from './session/session';
import { customerSession, trainerSession } from './session/stores';
import { guarded } from './shell/guards';

/**
 * A dashboard sends its owner to onboarding first while it is not done (after the first sign-in):
 * the customer to the questions, the trainer to getting ready to sell. Leaving onboarding for
 * later lasts until the next sign-in.
 */
function afterOnboarding(role: Role, Page: ComponentType) {
  return function OnboardedPage() {
    const customer = useSnapshot(customerSession);
    const trainer = useSnapshot(trainerSession);
    const done = role === 'customer' ? customer.onboardingDone : trainer.onboardingDoneTrainer;
    return done ? <Page /> : <Redirect replace to={role === 'customer' ? '/onboarding' : '/trainer/onboarding'} />;
  };
}

// Each screen loads on demand, when its route is opened.
const NotFoundPage = lazy(() => import('./shell/NotFoundPage'));
const auth = {
  login: () => import('./features/auth/LoginPage'),
  signUp: () => import('./features/auth/SignUpPage'),
  forgot: () => import('./features/auth/ForgotPasswordPage'),
  settings: () => import('./features/auth/AccountSettingsPage'),
};
const CustomerLoginPage = lazy(() => auth.login().then((m) => ({ default: m.CustomerLoginPage })));
const TrainerLoginPage = lazy(() => auth.login().then((m) => ({ default: m.TrainerLoginPage })));
const CustomerSignUpPage = lazy(() => auth.signUp().then((m) => ({ default: m.CustomerSignUpPage })));
const TrainerSignUpPage = lazy(() => auth.signUp().then((m) => ({ default: m.TrainerSignUpPage })));
const CustomerForgotPasswordPage = lazy(() => auth.forgot().then((m) => ({ default: m.CustomerForgotPasswordPage })));
const TrainerForgotPasswordPage = lazy(() => auth.forgot().then((m) => ({ default: m.TrainerForgotPasswordPage })));
const CustomerSettingsPage = guarded(
  'customer',
  lazy(() => auth.settings().then((m) => ({ default: m.CustomerSettingsPage }))),
);
const TrainerSettingsPage = guarded(
  'trainer',
  lazy(() => auth.settings().then((m) => ({ default: m.TrainerSettingsPage }))),
);
const CustomerDashboardPage = guarded(
  'customer',
  afterOnboarding(
    'customer',
    lazy(() => import('./features/customer-dashboard/CustomerDashboardPage')),
  ),
);
const account = {
  profile: () => import('./features/customer-account/ProfilePage'),
  following: () => import('./features/customer-account/FollowingPage'),
  subscriptions: () => import('./features/customer-account/SubscriptionsPage'),
  invoice: () => import('./features/customer-account/InvoicePage'),
  credit: () => import('./features/customer-account/CreditPage'),
};
const OnboardingPage = guarded(
  'customer',
  lazy(() => import('./features/onboarding/OnboardingPage')),
);
const ProfilePage = guarded('customer', lazy(account.profile));
const FollowingPage = guarded('customer', lazy(account.following));
const SubscriptionsPage = guarded('customer', lazy(account.subscriptions));
const InvoicePage = guarded('customer', lazy(account.invoice));
const CreditPage = guarded('customer', lazy(account.credit));
const TrainerDashboardPage = guarded(
  'trainer',
  afterOnboarding(
    'trainer',
    lazy(() => import('./features/trainer-dashboard/TrainerDashboardPage')),
  ),
);
const TrainerClassesPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-classes/TrainerClassesPage')),
);
const ClassFormPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-classes/ClassFormPage')),
);
const AvailabilityPage = guarded(
  'trainer',
  lazy(() => import('./features/availability/AvailabilityPage')),
);
const TrainerSubscriptionsPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-subscriptions/SubscriptionsPage')),
);
const PlanFormPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-subscriptions/PlanFormPage')),
);
const TrainerOnboardingPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-onboarding/TrainerOnboardingPage')),
);
const TermsPage = lazy(() => import('./features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('./features/legal/PrivacyPage'));
const PaymentSuccessPage = lazy(() => import('./features/payment-return/PaymentSuccessPage'));
const PaymentFailurePage = lazy(() => import('./features/payment-return/PaymentFailurePage'));
const TrainerProfilePage = lazy(() => import('./features/trainer-profile/TrainerProfilePage'));
const ClassDetailPage = lazy(() => import('./features/class-detail/ClassDetailPage'));
const DiscoverPage = lazy(() => import('./features/discover/DiscoverPage'));
const RoomPage = lazy(() => import('./features/video-room/RoomPage'));
const LibraryPage = guarded(
  'customer',
  lazy(() => import('./features/library/LibraryPage')),
);
const VideoPage = guarded(
  'customer',
  lazy(() => import('./features/library/VideoPage')),
);

/**
 * Every route but the home page (all listed in the README). This table and each screen's code, with
 * its messages, load on demand, so the first paint stays the same size as screens are added.
 */
export default function Screens() {
  return (
    <Switch>
      <Route path="/login" component={CustomerLoginPage} />
      <Route path="/sign-up" component={CustomerSignUpPage} />
      <Route path="/forgot-password" component={CustomerForgotPasswordPage} />
      <Route path="/dashboard" component={CustomerDashboardPage} />
      <Route path="/dashboard/settings" component={CustomerSettingsPage} />
      <Route path="/onboarding" component={OnboardingPage} />
      <Route path="/dashboard/profile" component={ProfilePage} />
      <Route path="/dashboard/following" component={FollowingPage} />
      <Route path="/dashboard/subscriptions" component={SubscriptionsPage} />
      <Route path="/dashboard/invoices/:id" component={InvoicePage} />
      <Route path="/dashboard/credit" component={CreditPage} />
      <Route path="/trainer/login" component={TrainerLoginPage} />
      <Route path="/trainer/sign-up" component={TrainerSignUpPage} />
      <Route path="/trainer/forgot-password" component={TrainerForgotPasswordPage} />
      <Route path="/trainer/dashboard" component={TrainerDashboardPage} />
      <Route path="/trainer/dashboard/settings" component={TrainerSettingsPage} />
      <Route path="/trainer/onboarding" component={TrainerOnboardingPage} />
      <Route path="/trainer/classes" component={TrainerClassesPage} />
      <Route path="/trainer/classes/new" component={ClassFormPage} />
      <Route path="/trainer/classes/:id/edit" component={ClassFormPage} />
      <Route path="/trainer/availability" component={AvailabilityPage} />
      <Route path="/trainer/subscriptions" component={TrainerSubscriptionsPage} />
      <Route path="/trainer/subscriptions/new" component={PlanFormPage} />
      <Route path="/trainer/subscriptions/:id/edit" component={PlanFormPage} />
      <Route path="/terms-and-conditions" component={TermsPage} />
      <Route path="/privacy-policy" component={PrivacyPage} />
      <Route path="/payment-success" component={PaymentSuccessPage} />
      <Route path="/payment-failure" component={PaymentFailurePage} />
      <Route path="/discover" component={DiscoverPage} />
      <Route path="/trainers/:id" component={TrainerProfilePage} />
      <Route path="/classes/:id" component={ClassDetailPage} />
      <Route path="/room/:id" component={RoomPage} />
      <Route path="/library" component={LibraryPage} />
      <Route path="/library/:id" component={VideoPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
