import { lazy, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../routing/paths';
import { NOT_FOUND_MODULE, ROUTE_LIST, type RouteDeclaration } from '../routing/table';
import type { Role } from '../session/session';
import { customerSession, trainerSession } from '../session/stores';
import { guarded } from './guards';

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
    return done ? (
      <Page />
    ) : (
      <Redirect replace to={role === 'customer' ? paths.onboarding() : paths.trainerOnboarding()} />
    );
  };
}

// Each screen's module loads on demand, when one of its routes is opened (the home page is in the entry).
const modules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*Page.tsx',
  '!../features/home/HomePage.tsx',
]);

/** The screen a declared route shows: its export, loaded on demand, behind its guards. */
function screenOf({ module, screen = 'default', who, afterOnboarding: onboardingFirst }: RouteDeclaration) {
  const load = modules[`../${module}`];
  if (!load) throw new Error(`The route table names ${module}, which is not a screen module.`);
  let Page: ComponentType = lazy(() => load().then((loaded) => ({ default: loaded[screen] as ComponentType })));
  if (who && onboardingFirst) Page = afterOnboarding(who, Page);
  return who ? guarded(who, Page) : Page;
}

const screens = ROUTE_LIST.map((route) => ({ path: route.path, Screen: screenOf(route) }));
const NotFoundPage = screenOf({ path: '', title: 'notFound', module: NOT_FOUND_MODULE });

/**
 * Every route but the home page, as the route table (`routing/table.ts`) declares them. This table and each screen's
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
