import { useEffect, useState } from 'react';

/**
 * False until the browser has shown the component's first frame: for work the first paint should
 * neither wait for nor compete with, such as loading the code and data of controls the page shows
 * as skeletons meanwhile. (An effect can run before that paint; the next frame's callback runs
 * once the first frame has been produced.)
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
