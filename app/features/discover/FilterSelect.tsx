import { lazy, Suspense } from 'react';
import { SelectSkeleton } from '../../../design-system';
import type { FilterSelectProps } from './FilterSelectControl';

// The list's code (popover, list box) loads after the first paint; its place is kept meanwhile.
const FilterSelectControl = lazy(() => import('./FilterSelectControl'));

/** A filter picked from a list, shown at once and operable as soon as its code has loaded. */
export function FilterSelect(props: FilterSelectProps) {
  return (
    <Suspense fallback={<SelectSkeleton label={props.label} className={props.className} />}>
      <FilterSelectControl {...props} />
    </Suspense>
  );
}
