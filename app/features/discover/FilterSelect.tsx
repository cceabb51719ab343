import { lazy, Suspense, useEffect, useState } from 'react';
import { SelectSkeleton } from '../../../design-system';
import type { FilterSelectProps } from './FilterSelectControl';

const FilterSelectControl = lazy(() => import('./FilterSelectControl'));

/** True from the frame after the first paint: code needed only then does not delay that paint. */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * A filter picked from a list. Its place is kept by a skeleton of the same size; the list's code
 * (popover, list box) loads after the first paint and makes it operable.
 */
export function FilterSelect(props: FilterSelectProps) {
  const skeleton = <SelectSkeleton label={props.label} className={props.className} />;
  if (!usePainted()) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <FilterSelectControl {...props} />
    </Suspense>
  );
}
