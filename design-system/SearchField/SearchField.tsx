import {
  Button,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/field.css';
import { CloseIcon, SearchIcon } from '../private/icons';
import { composeClassName } from '../private/className';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldLabelProps {
  /** Hint inside the empty input (never instead of a label). */
  placeholder?: string;
  /** Accessible name of the clear button ("Clear search"). */
  clearLabel?: string;
}

/**
 * A search input: Enter submits (onSubmit), Escape or the × button clears (onClear).
 *
 * Use instead: a ComboBox to pick one of a known list; a TextField for other text.
 *
 * Accessibility: a search box; Enter submits, Escape clears, the clear button is named by `clearLabel`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeClassName(className, styles.field)}>
      {({ isEmpty }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          {/* Only the input's frame: the field's label names the input, and a nameless group would be noise. */}
          <Group className={styles.group} role="presentation">
            <span className={styles.icon} aria-hidden="true">
              <SearchIcon size={18} />
            </span>
            <Input className={styles.groupInput} placeholder={placeholder} />
            {!isEmpty && (
              <Button className={styles.groupButton} aria-label={clearLabel}>
                <CloseIcon size={18} />
              </Button>
            )}
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </RACSearchField>
  );
}
