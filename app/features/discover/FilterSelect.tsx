import { lazy, memo, Suspense } from 'react';
import { SelectSkeleton } from '../../../design-system';
import { useAfterFirstPaint } from '../../lib/frames/useAfterFirstPaint';
import type { FilterSelectProps } from './FilterSelectControl';

// The list's code (popover, list box) loads once the page has painted; its place is kept meanwhile.
const FilterSelectControl = lazy(() => import('./FilterSelectControl'));

/**
 * A filter picked from a list, shown at once and operable as soon as its code has loaded. Drawn again
 * only when its props change, so choosing one filter does not rebuild the others' lists: give it
 * memoised `options` and `onChange`.
 */
export const FilterSelect = memo(function FilterSelect(props: FilterSelectProps) {
  const painted = useAfterFirstPaint();
  const skeleton = <SelectSkeleton label={props.label} className={props.className} />;
  if (!painted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <FilterSelectControl {...props} />
    </Suspense>
  );
});
