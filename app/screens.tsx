import { lazy, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { NOT_FOUND_MODULE, ROUTES, type RouteDeclaration } from './routeTable';
import { guarded } from './session/guards';
import type { Role } from './session/session';
import { customerSession, trainerSession } from './session/stores';

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

// Each screen's module loads on demand, when one of its routes is opened (the home page is in the entry).
const modules = import.meta.glob<Record<string, ComponentType>>([
  './features/*/*Page.tsx',
  '!./features/home/HomePage.tsx',
]);

/** How each route's screen loads (its module, then its export), by route. */
const screenLoads = new Map<RouteDeclaration, () => Promise<ComponentType>>();

/**
 * The screen a declared route shows: its export, loaded on demand, behind its guards. Once its code
 * has loaded (`loadScreen`), it renders at once instead of suspending first.
 */
function screenOf(route: RouteDeclaration) {
  const { module, screen = 'default', who, afterOnboarding: onboardingFirst } = route;
  const load = modules[`./${module}`];
  if (!load) throw new Error(`The route table names ${module}, which is not a screen module.`);
  let Loaded: ComponentType | undefined;
  const loadPage = () => load().then((loaded) => (Loaded = loaded[screen] as ComponentType));
  screenLoads.set(route, loadPage);
  const Lazy = lazy(() => loadPage().then((Page) => ({ default: Page })));
  // Chosen once per mount, so a page shown through `Lazy` is never mounted again as `Loaded`.
  let Page: ComponentType = (props: object) => {
    const [Screen] = useState(() => Loaded ?? Lazy);
    return <Screen {...props} />;
  };
  if (who && onboardingFirst) Page = afterOnboarding(who, Page);
  return who ? guarded(who, Page) : Page;
}

const screens = ROUTES.map((route) => ({ path: route.path, Screen: screenOf(route) }));
const NotFoundPage = screenOf({ path: '', title: 'notFound', module: NOT_FOUND_MODULE });

/** Loads the code of `route`'s screen, so that it renders at once when shown. */
export const loadScreen = (route: RouteDeclaration) => screenLoads.get(route)?.();

/**
 * Every route but the home page, as `routeTable.ts` declares them. This table and each screen's
 * code, with its messages, load on demand, so the first paint stays the same size as screens are added.
 */
export default function Screens() {
  return (
    <Switch>
      {screens.map(({ path, Screen }) => (
        <Route key={path} path={path} component={Screen} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
