import { useEffect, useState } from 'react';
import type uPlotType from 'uplot';

export type UPlot = typeof uPlotType;

/** uPlot once it has loaded: later charts draw in their first frame instead of waiting for the import again. */
let loaded: UPlot | null = null;

/** uPlot and its stylesheet, loaded (dynamic import) only when a chart mounts; `failed` when they could not be. */
export function useUPlot(): { lib: UPlot | null; failed: boolean } {
  const [lib, setLib] = useState<UPlot | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
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
