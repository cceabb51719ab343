import { useEffect, useState } from 'react';
import type uPlotType from 'uplot';

export type UPlot = typeof uPlotType;

/** uPlot and its stylesheet, loaded (dynamic import) only when a chart mounts; `failed` when they could not be. */
export function useUPlot(): { lib: UPlot | null; failed: boolean } {
  const [lib, setLib] = useState<UPlot | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([mod]) => live && setLib(() => mod.default))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { lib, failed };
}
