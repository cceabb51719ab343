import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { useMessageNamespace } from './i18n';
import HomePage from './features/home/HomePage';
import { guarded } from './shell/guards';

// The home page ships in the entry chunk (first paint); every other screen loads on demand.
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
  lazy(() => import('./features/customer-dashboard/CustomerDashboardPage')),
);
const TrainerDashboardPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-dashboard/TrainerDashboardPage')),
);
const TrainerClassesPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-classes/TrainerClassesPage')),
);
const ClassFormPage = guarded(
  'trainer',
  lazy(() => import('./features/trainer-classes/ClassFormPage')),
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

/** Every route of Kinetic, in one place (listed in the README). */
export function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route>
        <Screens />
      </Route>
    </Switch>
  );
}

/** Every screen but the home page: they load on demand, with their messages. */
function Screens() {
  useMessageNamespace('screens');
  return (
    <Switch>
      <Route path="/login" component={CustomerLoginPage} />
      <Route path="/sign-up" component={CustomerSignUpPage} />
      <Route path="/forgot-password" component={CustomerForgotPasswordPage} />
      <Route path="/dashboard" component={CustomerDashboardPage} />
      <Route path="/dashboard/settings" component={CustomerSettingsPage} />
      <Route path="/trainer/login" component={TrainerLoginPage} />
      <Route path="/trainer/sign-up" component={TrainerSignUpPage} />
      <Route path="/trainer/forgot-password" component={TrainerForgotPasswordPage} />
      <Route path="/trainer/dashboard" component={TrainerDashboardPage} />
      <Route path="/trainer/dashboard/settings" component={TrainerSettingsPage} />
      <Route path="/trainer/onboarding" component={TrainerOnboardingPage} />
      <Route path="/trainer/classes" component={TrainerClassesPage} />
      <Route path="/trainer/classes/new" component={ClassFormPage} />
      <Route path="/trainer/classes/:id/edit" component={ClassFormPage} />
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
