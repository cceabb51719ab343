import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { ChevronDownIcon } from '../private/icons';
import * as styles from '../private/listbox.css';
import { composeClassName } from '../private/className';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldLabelProps {
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The options as data, rendered by the `children` function (for long or dynamic lists). */
  items?: Iterable<T>;
  /** Option elements, or a function of each item returning one. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Pick one option from a list (a native-select replacement, fully keyboard operable).
 *
 * Use instead: NativeSelect for a few text options that apply as they are chosen (filters, a period);
 * a RadioGroup for a few options that should all be visible; a ComboBox for long lists to type in.
 *
 * Accessibility: a button that opens a listbox; arrows, typing and Enter choose, Escape closes. The chosen value is read with the label.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} placeholder={placeholder} className={composeClassName(className, field.field)}>
      <FieldLabel>{label}</FieldLabel>
      <Button className={`${field.group} ${styles.selectButton}`}>
        <SelectValue className={styles.selectValue} />
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon size={18} />
        </span>
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={6}>
        <ListBox items={items} className={styles.listbox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export { Option as SelectItem } from '../private/ListItem';
