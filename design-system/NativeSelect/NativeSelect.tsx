import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as field from '../private/field.css';
import { joinClassNames } from '../private/className';
import { ChevronDownIcon } from '../private/icons';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption {
  id: string;
  label: string;
}

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  /** Visible label; the select's accessible name. */
  label: string;
  /** Help text under the select (linked with aria-describedby). */
  description?: ReactNode;
  options: readonly NativeSelectOption[];
  /** The chosen option's id. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Pick one of a few options with the browser's own select, drawn like the other fields: it opens
 * and chooses at once, with no code of its own, and a phone shows its native picker.
 *
 * Use instead: Select for options that need more than text (icons, descriptions, sections) or
 * validation; a RadioGroup for a few options that should all be visible.
 *
 * Accessibility: a labelled combobox with the platform's own keyboard (arrows change the choice,
 * Alt+Down or Space opens the list) and screen reader behaviour.
 */
export function NativeSelect({ label, description, options, value, onChange, className, ...props }: NativeSelectProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={joinClassNames(field.field, className)}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...props}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={description ? descriptionId : undefined}
          className={field.nativeSelect}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon size={18} />
        </span>
      </div>
      {description && (
        <span id={descriptionId} className={field.description}>
          {description}
        </span>
      )}
    </div>
  );
}
