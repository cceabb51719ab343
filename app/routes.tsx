import { Route, Switch } from 'wouter';
import type { Namespace } from './i18n';
import HomePage from './features/home/HomePage';
import { lazyScreen } from './shell/lazyScreen';

// The home page ships in the entry chunk (the first paint); every other route is in `screens.tsx`.
const Screens = lazyScreen(() => import('./screens'));
const isHome = (path: string) => path === '/';

/** The message catalogues the first render of `path` needs besides the entry's. */
export function routeNamespaces(path: string): Namespace[] {
  return isHome(path) ? [] : ['screens'];
}

/**
 * Loads the code the first render of `path` needs, so a deep link's first paint is its screen
 * rather than a spinner (see `lazyScreen`).
 */
export function preloadRoute(path: string): Promise<unknown> {
  return isHome(path) ? Promise.resolve() : Screens.preload().then((screens) => screens.preloadScreen(path));
}

/** Every route of Kinetic: the home page, then the other screens (all listed in the README). */
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
