import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from '../features/home/HomePage';
import { HOME_PATH } from '../routing/table';

// The home page ships in the entry chunk (the first paint); every other route of the route table (`routing/table.ts`) is in `screens.tsx`.
const Screens = lazy(() => import('./screens'));

/** Whether a path's screen ships in the entry, so its first render has no code to wait for. */
export const inEntry = (path: string) => path === HOME_PATH;

/** Every route of Kinetic: the home page, then the other screens. */
export function Routes() {
  return (
    <Switch>
      <Route path={HOME_PATH} component={HomePage} />
      <Route>
        <Screens />
      </Route>
    </Switch>
  );
}
