import { lazy, useState, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from './features/home/HomePage';
import { HOME_PATH, routeOf } from './routeTable';

// The home page ships in the entry chunk (the first paint); every other route of `routeTable.ts` is in `screens.tsx`.
const importScreens = () => import('./screens');
const LazyScreens = lazy(importScreens);
/** The route table once loaded, and the routes whose screen's code has loaded with it. */
let LoadedScreens: ComponentType | undefined;
const loadedPaths = new Set<string>();

/** Whether a path's screen has its code, so its first render has nothing to wait for. */
export const codeReady = (path: string) => path === HOME_PATH || loadedPaths.has(path);

/**
 * Before the first render: a route whose code downloads with its HTML (a preloaded public route)
 * loads that code, so the page's first paint is the screen itself rather than a spinner before it.
 */
export async function loadFirstScreen(path: string) {
  const route = routeOf(path);
  if (!route?.preload) return;
  const screens = await importScreens();
  await screens.loadScreen(route);
  LoadedScreens = screens.default;
  loadedPaths.add(path);
}

/** The route table, at once when it loaded before the first render (chosen once, never mounted twice). */
function Screens() {
  const [Table] = useState(() => LoadedScreens ?? LazyScreens);
  return <Table />;
}

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
