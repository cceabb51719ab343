import { memo } from 'react';
import { NativeSelect, type NativeSelectOption } from '@/design-system';

/** The option that removes a filter. */
const ANY = '';

export interface FilterSelectProps {
  /** The query parameter it sets. */
  name: string;
  label: string;
  value: string | undefined;
  options: NativeSelectOption[];
  /** The "no filter" option ("Any skill"); without it a value is always chosen (sort order). */
  anyLabel?: string;
  /** Without `anyLabel`: the option shown while `value` is unset; choosing it unsets the value. */
  initial?: string;
  onChange: (name: string, value: string | undefined) => void;
  className?: string;
}

/**
 * A filter picked from a list, with the browser's own select: it is there and works from the first
 * paint, and choosing runs no code but the filter's. A value from the URL that the list lacks stays
 * selectable. Drawn again only when its props change: give it memoised `options` and `onChange`.
 */
export const FilterSelect = memo(function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel,
  initial = ANY,
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
      value={value ?? initial}
      onChange={(next) => onChange(name, next === ANY || next === initial ? undefined : next)}
    />
  );
});
