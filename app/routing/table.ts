/**
 * Every route of Kinetic, declared once (the README lists them for people), by name. The app's
 * path builders (`paths.ts`), its router (`shell/routes.tsx`, `shell/screens.tsx`) and the build's
 * first-paint table (`vite.config.ts`: which public routes preload their code with their HTML) are
 * all derived from this table, so it imports nothing but a type: the build reads it as plain data.
 */
import type { RouteTitle } from './titles';

export interface RouteDeclaration {
  /** The route's pattern (wouter's: `:id` for a part of the path). */
  path: string;
  /** What the page is called while its code loads (the pending view's heading): a key of `titles.ts`. */
  title: RouteTitle;
  /** The module under `app/` that holds the screen. */
  module: string;
  /** The screen's export when it is not the module's default one. */
  screen?: string;
  /** Only this role sees the screen; anyone else goes to its login page. */
  who?: 'customer' | 'trainer';
  /** The owner goes to onboarding first while it is not done. */
  afterOnboarding?: boolean;
  /** A public route whose code, route table and messages download with its HTML (a Link preload header). */
  preload?: boolean;
  /**
   * The public read (no sign-in needed) the screen asks for first, at least for a visitor, as its
   * path under the API base with the route's own parameters: a preloaded route downloads it with
   * its HTML too, so the page's data is on its way before the code that asks for it has run.
   */
  publicRead?: string;
}

/** The home page's path: it ships in the entry (the first paint); every other route loads its code on demand. */
export const HOME_PATH = '/';

/** The module of the route table that loads on demand; a preloaded route downloads it too. */
export const SCREENS_MODULE = 'shell/screens.tsx';

/** What any path no route matches shows. */
export const NOT_FOUND_MODULE = 'features/not-found/NotFoundPage.tsx';

/** Every route but the home page, by name, in the order they are matched. */
export const ROUTES = {
  logIn: {
    path: '/login',
    title: 'logIn',
    module: 'features/auth/LoginPage.tsx',
    screen: 'CustomerLoginPage',
    preload: true,
  },
  signUp: {
    path: '/sign-up',
    title: 'signUp',
    module: 'features/auth/SignUpPage.tsx',
    screen: 'CustomerSignUpPage',
    preload: true,
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'resetPassword',
    module: 'features/auth/ForgotPasswordPage.tsx',
    screen: 'CustomerForgotPasswordPage',
  },
  dashboard: {
    path: '/dashboard',
    title: 'dashboard',
    module: 'features/customer-dashboard/CustomerDashboardPage.tsx',
    who: 'customer',
    afterOnboarding: true,
  },
  settings: {
    path: '/dashboard/settings',
    title: 'settings',
    module: 'features/auth/AccountSettingsPage.tsx',
    screen: 'CustomerSettingsPage',
    who: 'customer',
  },
  onboarding: {
    path: '/onboarding',
    title: 'onboarding',
    module: 'features/onboarding/OnboardingPage.tsx',
    who: 'customer',
  },
  profile: {
    path: '/dashboard/profile',
    title: 'profile',
    module: 'features/customer-account/ProfilePage.tsx',
    who: 'customer',
  },
  following: {
    path: '/dashboard/following',
    title: 'following',
    module: 'features/customer-account/FollowingPage.tsx',
    who: 'customer',
  },
  subscriptions: {
    path: '/dashboard/subscriptions',
    title: 'subscriptions',
    module: 'features/customer-account/SubscriptionsPage.tsx',
    who: 'customer',
  },
  invoice: {
    path: '/dashboard/invoices/:id',
    title: 'invoice',
    module: 'features/customer-account/InvoicePage.tsx',
    who: 'customer',
  },
  customerPacks: {
    path: '/dashboard/packs',
    title: 'customerPacks',
    module: 'features/customer-packs/YourPacksPage.tsx',
    who: 'customer',
  },
  customerFees: {
    path: '/dashboard/fees',
    title: 'customerFees',
    module: 'features/customer-fees/FeesPage.tsx',
    who: 'customer',
  },
  credit: {
    path: '/dashboard/credit',
    title: 'credit',
    module: 'features/customer-account/CreditPage.tsx',
    who: 'customer',
  },
  trainerLogIn: {
    path: '/trainer/login',
    title: 'trainerLogIn',
    module: 'features/auth/LoginPage.tsx',
    screen: 'TrainerLoginPage',
  },
  trainerSignUp: {
    path: '/trainer/sign-up',
    title: 'trainerSignUp',
    module: 'features/auth/SignUpPage.tsx',
    screen: 'TrainerSignUpPage',
  },
  trainerForgotPassword: {
    path: '/trainer/forgot-password',
    title: 'resetPassword',
    module: 'features/auth/ForgotPasswordPage.tsx',
    screen: 'TrainerForgotPasswordPage',
  },
  trainerDashboard: {
    path: '/trainer/dashboard',
    title: 'trainerDashboard',
    module: 'features/trainer-dashboard/TrainerDashboardPage.tsx',
    who: 'trainer',
    afterOnboarding: true,
  },
  trainerSettings: {
    path: '/trainer/dashboard/settings',
    title: 'settings',
    module: 'features/auth/AccountSettingsPage.tsx',
    screen: 'TrainerSettingsPage',
    who: 'trainer',
  },
  trainerOnboarding: {
    path: '/trainer/onboarding',
    title: 'trainerOnboarding',
    module: 'features/trainer-onboarding/TrainerOnboardingPage.tsx',
    who: 'trainer',
  },
  trainerSession: {
    path: '/trainer/sessions/:id',
    title: 'trainerSession',
    module: 'features/trainer-sessions/TrainerSessionPage.tsx',
    who: 'trainer',
  },
  trainerClasses: {
    path: '/trainer/classes',
    title: 'classes',
    module: 'features/trainer-classes/TrainerClassesPage.tsx',
    who: 'trainer',
  },
  newClass: {
    path: '/trainer/classes/new',
    title: 'newClass',
    module: 'features/trainer-classes/ClassFormPage.tsx',
    who: 'trainer',
  },
  editClass: {
    path: '/trainer/classes/:id/edit',
    title: 'editClass',
    module: 'features/trainer-classes/ClassFormPage.tsx',
    who: 'trainer',
  },
  availability: {
    path: '/trainer/availability',
    title: 'availability',
    module: 'features/availability/AvailabilityPage.tsx',
    who: 'trainer',
  },
  plans: {
    path: '/trainer/subscriptions',
    title: 'plans',
    module: 'features/trainer-subscriptions/SubscriptionsPage.tsx',
    who: 'trainer',
  },
  newPlan: {
    path: '/trainer/subscriptions/new',
    title: 'newPlan',
    module: 'features/trainer-subscriptions/PlanFormPage.tsx',
    who: 'trainer',
  },
  editPlan: {
    path: '/trainer/subscriptions/:id/edit',
    title: 'editPlan',
    module: 'features/trainer-subscriptions/PlanFormPage.tsx',
    who: 'trainer',
  },
  packs: {
    path: '/trainer/packs',
    title: 'packs',
    module: 'features/packs/PacksPage.tsx',
    who: 'trainer',
  },
  newPack: {
    path: '/trainer/packs/new',
    title: 'newPack',
    module: 'features/packs/PackFormPage.tsx',
    who: 'trainer',
  },
  editPack: {
    path: '/trainer/packs/:id/edit',
    title: 'editPack',
    module: 'features/packs/PackFormPage.tsx',
    who: 'trainer',
  },
  newPromoCode: {
    path: '/trainer/packs/codes/new',
    title: 'newPromoCode',
    module: 'features/packs/PromoCodeFormPage.tsx',
    who: 'trainer',
  },
  editPromoCode: {
    path: '/trainer/packs/codes/:id/edit',
    title: 'editPromoCode',
    module: 'features/packs/PromoCodeFormPage.tsx',
    who: 'trainer',
  },
  terms: { path: '/terms-and-conditions', title: 'terms', module: 'features/legal/TermsPage.tsx' },
  privacy: { path: '/privacy-policy', title: 'privacy', module: 'features/legal/PrivacyPage.tsx' },
  accessibility: { path: '/accessibility', title: 'accessibility', module: 'features/legal/AccessibilityPage.tsx' },
  paymentSuccess: {
    path: '/payment-success',
    title: 'payment',
    module: 'features/payment-return/PaymentSuccessPage.tsx',
  },
  paymentFailure: {
    path: '/payment-failure',
    title: 'payment',
    module: 'features/payment-return/PaymentFailurePage.tsx',
  },
  discover: { path: '/discover', title: 'discover', module: 'features/discover/DiscoverPage.tsx', preload: true },
  trainerProfile: {
    path: '/trainers/:id',
    title: 'trainer',
    module: 'features/trainer-profile/TrainerProfilePage.tsx',
    preload: true,
    publicRead: '/trainer/:id',
  },
  classDetail: {
    path: '/classes/:id',
    title: 'class',
    module: 'features/class-detail/ClassDetailPage.tsx',
    preload: true,
    publicRead: '/class/web/public/:id',
  },
  room: { path: '/room/:id', title: 'room', module: 'features/video-room/RoomPage.tsx' },
  library: { path: '/library', title: 'library', module: 'features/library/LibraryPage.tsx', who: 'customer' },
  video: { path: '/library/:id', title: 'video', module: 'features/library/VideoPage.tsx', who: 'customer' },
} as const satisfies Record<string, RouteDeclaration>;

/** The routes of `ROUTES`, in the order they are matched. */
export const ROUTE_LIST: readonly RouteDeclaration[] = Object.values(ROUTES);

/** What a preloaded route downloads with its HTML: its modules (repository paths) and its public read. */
export interface FirstPaint {
  modules: string[];
  /** The public read, a URL with the route's parameters (`:id`) for the host to fill in. */
  reads: string[];
}

/**
 * The public routes whose code downloads with their HTML, by path pattern (the route's own, `:id`
 * standing for one part of the path), each with what it preloads; `apiBase` is the API's base URL
 * the app is built with.
 */
export function firstPaintTable(apiBase: string): Record<string, FirstPaint> {
  return Object.fromEntries(
    ROUTE_LIST.filter((route) => route.preload).map((route) => [
      route.path,
      {
        modules: [`app/${route.module}`, `app/${SCREENS_MODULE}`],
        reads: route.publicRead ? [`${apiBase.replace(/\/$/, '')}${route.publicRead}`] : [],
      },
    ]),
  );
}
