import { Select, SelectItem } from '../../../design-system';

/** The option that removes a filter. */
const ANY = '__any';

export interface FilterOption {
  id: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: FilterOption[];
  /** The "no filter" option ("Any skill"); without it a value is always chosen (sort order). */
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** A filter picked from a list; a value from the URL that the list lacks stays selectable. */
export default function FilterSelectControl({
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
    <Select
      className={className}
      label={label}
      items={items}
      value={value ?? (anyLabel ? ANY : null)}
      onChange={(key) => onChange(key == null || key === ANY ? undefined : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
