import { createElement, use, type ComponentType } from 'react';

// Each screen types the route props it reads (wouter's `params`), as with `React.lazy`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ScreenModule = { default: ComponentType<any> };

/** A screen whose code loads on demand; `preload()` loads it ahead and resolves with its module. */
export type Screen<M extends ScreenModule = ScreenModule> = ComponentType<object> & { preload: () => Promise<M> };

/**
 * Like `React.lazy`, except that a screen whose code has already loaded renders at once instead of
 * suspending. A deep link loads its screen before the first render (`preloadRoute`), so the first
 * paint is the screen itself: a suspended first render would show the route's spinner instead, and
 * React keeps a shown fallback for at least 300 ms.
 */
export function lazyScreen<M extends ScreenModule>(load: () => Promise<M>): Screen<M> {
  let module: Promise<M> | undefined;
  const preload = () => {
    if (!module) {
      const loading = load();
      // React's thenable protocol: `use()` reads a promise marked fulfilled without suspending.
      loading.then(
        (value) => Object.assign(loading, { status: 'fulfilled', value }),
        () => undefined, // `use()` rethrows the failure to the route's error boundary.
      );
      module = loading;
    }
    return module;
  };
  function LazyScreen(props: object) {
    return createElement(use(preload()).default, props);
  }
  return Object.assign(LazyScreen, { preload });
}
