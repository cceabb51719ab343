import { useEffect, useState, type RefObject } from 'react';
import type uPlotType from 'uplot';

export type UPlot = typeof uPlotType;

/** uPlot once it has loaded: later charts draw in their first frame instead of waiting for the import again. */
let loaded: UPlot | null = null;

/** uPlot and its stylesheet, loaded (dynamic import) only when a chart mounts; `failed` when they could not be. */
export function useUPlot(): { lib: UPlot | null; failed: boolean } {
  const [lib, setLib] = useState<UPlot | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Asked for even when another chart's import has brought uPlot since this chart rendered without
    // it (its data came while uPlot was on its way): the module is then at hand, and it draws.
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([mod]) => {
        loaded = mod.default;
        if (live) setLib(() => mod.default);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { lib, failed };
}

/**
 * Whether `element` is on the screen or within half a screen of it (undefined until the browser has
 * said): a chart below the fold draws as the reader scrolls towards it, not while the page loads.
 * True from the start where the browser cannot tell.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean | undefined {
  const [near, setNear] = useState(() => (typeof IntersectionObserver === 'undefined' ? true : undefined));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        if (seen) observer.disconnect();
        setNear(seen);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
