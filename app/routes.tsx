import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from './features/home/HomePage';

// The home page ships in the entry chunk (the first paint); every other route is in `screens.tsx`.
const Screens = lazy(() => import('./screens'));

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
