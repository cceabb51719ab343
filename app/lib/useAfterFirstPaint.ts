import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component once: for work the first paint should neither
 * wait for nor compete with, such as loading the code of controls the page can show as skeletons
 * meanwhile. (An effect alone can run before that paint; a frame, then a task, comes after it.)
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
