import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { ChevronDownIcon } from '../private/icons';
import * as styles from '../private/listbox.css';
import { composeClassName } from '../private/className';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'>, FieldLabelProps {
  /** Hint inside the empty input (never instead of a label). */
  placeholder?: string;
  /** Shown in the list when nothing matches ("No matches"). */
  emptyLabel?: string;
  /** The options (`ComboBoxItem`s), or a function that draws one for each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input with a filtered list of suggestions (cities, skills, trainers).
 *
 * Use instead: a Select for fewer than about ten options with nothing to type; a SearchField to search content rather than pick a value.
 *
 * Accessibility: typing filters the list; arrows move through the options, Enter chooses, Escape closes. The number of options and the focused option are announced.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyLabel,
  items,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} items={items} className={composeClassName(className, field.field)}>
      <FieldLabel>{label}</FieldLabel>
      {/* Only the input's frame: the field's label names the input, and a nameless group would be noise. */}
      <Group className={field.group} role="presentation">
        <Input className={field.groupInput} placeholder={placeholder} />
        <Button className={field.groupButton}>
          <ChevronDownIcon size={18} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={6}>
        <ListBox
          className={styles.listbox}
          renderEmptyState={emptyLabel ? () => <div className={styles.empty}>{emptyLabel}</div> : undefined}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

export { Option as ComboBoxItem } from '../private/ListItem';
