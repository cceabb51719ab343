import { memo } from 'react';
import { NativeSelect, type NativeSelectOption } from '../../../design-system';

/** The option that removes a filter. */
const ANY = '';

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: NativeSelectOption[];
  /** The "no filter" option ("Any skill"); without it a value is always chosen (sort order). */
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/**
 * A filter picked from a list, with the browser's own select: it is there and works from the first
 * paint, and choosing runs no code but the filter's. A value from the URL that the list lacks stays
 * selectable. Drawn again only when its props change: give it memoised `options` and `onChange`.
 */
export const FilterSelect = memo(function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
  className,
}: FilterSelectProps) {
  const items = [...(anyLabel ? [{ id: ANY, label: anyLabel }] : []), ...options];
  if (value && !options.some((o) => o.id === value)) items.push({ id: value, label: value });
  return (
    <NativeSelect
      className={className}
      label={label}
      options={items}
      value={value ?? ANY}
      onChange={(next) => onChange(next === ANY ? undefined : next)}
    />
  );
});
