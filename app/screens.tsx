import { parse } from 'regexparam';
import { useSnapshot } from 'valtio';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { useMessageNamespace } from './i18n';
import type { Role } from './session/session';
import { customerSession, trainerSession } from './session/stores';
import { guarded } from './shell/guards';
import { lazyScreen, type Screen } from './shell/lazyScreen';

/**
 * A dashboard sends its owner to onboarding first while it is not done (after the first sign-in):
 * the customer to the questions, the trainer to getting ready to sell. Leaving onboarding for
 * later lasts until the next sign-in.
 */
function afterOnboarding(role: Role, Page: Screen): Screen {
  function OnboardedPage() {
    const customer = useSnapshot(customerSession);
    const trainer = useSnapshot(trainerSession);
    const done = role === 'customer' ? customer.onboardingDone : trainer.onboardingDoneTrainer;
    return done ? <Page /> : <Redirect replace to={role === 'customer' ? '/onboarding' : '/trainer/onboarding'} />;
  }
  return Object.assign(OnboardedPage, { preload: Page.preload });
}

// Each screen loads on demand, when its route is opened.
const NotFoundPage = lazyScreen(() => import('./shell/NotFoundPage'));
const auth = {
  login: () => import('./features/auth/LoginPage'),
  signUp: () => import('./features/auth/SignUpPage'),
  forgot: () => import('./features/auth/ForgotPasswordPage'),
  settings: () => import('./features/auth/AccountSettingsPage'),
};
const CustomerLoginPage = lazyScreen(() => auth.login().then((m) => ({ default: m.CustomerLoginPage })));
const TrainerLoginPage = lazyScreen(() => auth.login().then((m) => ({ default: m.TrainerLoginPage })));
const CustomerSignUpPage = lazyScreen(() => auth.signUp().then((m) => ({ default: m.CustomerSignUpPage })));
const TrainerSignUpPage = lazyScreen(() => auth.signUp().then((m) => ({ default: m.TrainerSignUpPage })));
const CustomerForgotPasswordPage = lazyScreen(() =>
  auth.forgot().then((m) => ({ default: m.CustomerForgotPasswordPage })),
);
const TrainerForgotPasswordPage = lazyScreen(() =>
  auth.forgot().then((m) => ({ default: m.TrainerForgotPasswordPage })),
);
const CustomerSettingsPage = guarded(
  'customer',
  lazyScreen(() => auth.settings().then((m) => ({ default: m.CustomerSettingsPage }))),
);
const TrainerSettingsPage = guarded(
  'trainer',
  lazyScreen(() => auth.settings().then((m) => ({ default: m.TrainerSettingsPage }))),
);
const CustomerDashboardPage = guarded(
  'customer',
  afterOnboarding(
    'customer',
    lazyScreen(() => import('./features/customer-dashboard/CustomerDashboardPage')),
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
  lazyScreen(() => import('./features/onboarding/OnboardingPage')),
);
const ProfilePage = guarded('customer', lazyScreen(account.profile));
const FollowingPage = guarded('customer', lazyScreen(account.following));
const SubscriptionsPage = guarded('customer', lazyScreen(account.subscriptions));
const InvoicePage = guarded('customer', lazyScreen(account.invoice));
const CreditPage = guarded('customer', lazyScreen(account.credit));
const TrainerDashboardPage = guarded(
  'trainer',
  afterOnboarding(
    'trainer',
    lazyScreen(() => import('./features/trainer-dashboard/TrainerDashboardPage')),
  ),
);
const TrainerClassesPage = guarded(
  'trainer',
  lazyScreen(() => import('./features/trainer-classes/TrainerClassesPage')),
);
const ClassFormPage = guarded(
  'trainer',
  lazyScreen(() => import('./features/trainer-classes/ClassFormPage')),
);
const AvailabilityPage = guarded(
  'trainer',
  lazyScreen(() => import('./features/availability/AvailabilityPage')),
);
const TrainerSubscriptionsPage = guarded(
  'trainer',
  lazyScreen(() => import('./features/trainer-subscriptions/SubscriptionsPage')),
);
const PlanFormPage = guarded(
  'trainer',
  lazyScreen(() => import('./features/trainer-subscriptions/PlanFormPage')),
);
const TrainerOnboardingPage = guarded(
  'trainer',
  lazyScreen(() => import('./features/trainer-onboarding/TrainerOnboardingPage')),
);
const TermsPage = lazyScreen(() => import('./features/legal/TermsPage'));
const PrivacyPage = lazyScreen(() => import('./features/legal/PrivacyPage'));
const PaymentSuccessPage = lazyScreen(() => import('./features/payment-return/PaymentSuccessPage'));
const PaymentFailurePage = lazyScreen(() => import('./features/payment-return/PaymentFailurePage'));
const TrainerProfilePage = lazyScreen(() => import('./features/trainer-profile/TrainerProfilePage'));
const ClassDetailPage = lazyScreen(() => import('./features/class-detail/ClassDetailPage'));
const DiscoverPage = lazyScreen(() => import('./features/discover/DiscoverPage'));
const RoomPage = lazyScreen(() => import('./features/video-room/RoomPage'));
const LibraryPage = guarded(
  'customer',
  lazyScreen(() => import('./features/library/LibraryPage')),
);
const VideoPage = guarded(
  'customer',
  lazyScreen(() => import('./features/library/VideoPage')),
);

/** Every route but the home page (all listed in the README), first match wins. */
const SCREENS: [path: string, Screen][] = [
  ['/login', CustomerLoginPage],
  ['/sign-up', CustomerSignUpPage],
  ['/forgot-password', CustomerForgotPasswordPage],
  ['/dashboard', CustomerDashboardPage],
  ['/dashboard/settings', CustomerSettingsPage],
  ['/onboarding', OnboardingPage],
  ['/dashboard/profile', ProfilePage],
  ['/dashboard/following', FollowingPage],
  ['/dashboard/subscriptions', SubscriptionsPage],
  ['/dashboard/invoices/:id', InvoicePage],
  ['/dashboard/credit', CreditPage],
  ['/trainer/login', TrainerLoginPage],
  ['/trainer/sign-up', TrainerSignUpPage],
  ['/trainer/forgot-password', TrainerForgotPasswordPage],
  ['/trainer/dashboard', TrainerDashboardPage],
  ['/trainer/dashboard/settings', TrainerSettingsPage],
  ['/trainer/onboarding', TrainerOnboardingPage],
  ['/trainer/classes', TrainerClassesPage],
  ['/trainer/classes/new', ClassFormPage],
  ['/trainer/classes/:id/edit', ClassFormPage],
  ['/trainer/availability', AvailabilityPage],
  ['/trainer/subscriptions', TrainerSubscriptionsPage],
  ['/trainer/subscriptions/new', PlanFormPage],
  ['/trainer/subscriptions/:id/edit', PlanFormPage],
  ['/terms-and-conditions', TermsPage],
  ['/privacy-policy', PrivacyPage],
  ['/payment-success', PaymentSuccessPage],
  ['/payment-failure', PaymentFailurePage],
  ['/discover', DiscoverPage],
  ['/trainers/:id', TrainerProfilePage],
  ['/classes/:id', ClassDetailPage],
  ['/room/:id', RoomPage],
  ['/library', LibraryPage],
  ['/library/:id', VideoPage],
];

const screenAt = (path: string) =>
  SCREENS.find(([pattern]) => matchRoute(parse, pattern, path)[0])?.[1] ?? NotFoundPage;

/** Loads the code of the screen at `path`, so its first render does not suspend (see `lazyScreen`). */
export function preloadScreen(path: string): Promise<unknown> {
  return screenAt(path).preload();
}

/**
 * The screens. This table, each screen's code and the screens' messages load on demand, so the
 * first paint stays the same size as screens are added.
 */
export default function Screens() {
  useMessageNamespace('screens');
  return (
    <Switch>
      {SCREENS.map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
