import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/field.css';
import { MinusIcon, PlusIcon } from '../private/icons';
import { composeClassName } from '../private/className';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldLabelProps {
  /** Show − / + buttons (their names come from react-aria's own localised strings). */
  showSteppers?: boolean;
  /** Hint inside the empty input (never instead of a label). */
  placeholder?: string;
}

/**
 * A number input, locale-formatted. For money: `formatOptions={{ style: 'currency', currency: 'GBP' }}`
 * (the value stays in major units; convert to minor units at the API boundary).
 *
 * Use instead: a TextField for digits that are not quantities (codes, phone numbers); a Select for a few fixed choices.
 *
 * Accessibility: arrows step the value, Page Up/Down by larger steps; the steppers are hidden from the tab order because the keyboard already does their job. The value is formatted for the locale.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  showSteppers = false,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={composeClassName(className, styles.field)}>
      <FieldLabel>{label}</FieldLabel>
      {/* Only the input's frame: the field's label names the input (and the steppers have names of
          their own), and a nameless group would be noise. */}
      <Group className={styles.group} role="presentation">
        {showSteppers && (
          <Button slot="decrement" className={styles.groupButton}>
            <MinusIcon size={18} />
          </Button>
        )}
        <Input className={styles.numberInput} placeholder={placeholder} />
        {showSteppers && (
          <Button slot="increment" className={styles.groupButton}>
            <PlusIcon size={18} />
          </Button>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACNumberField>
  );
}
