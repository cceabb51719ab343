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
  placeholder?: string;
}

/**
 * A number input, locale-formatted. For money: `formatOptions={{ style: 'currency', currency: 'GBP' }}`
 * (the value stays in major units; convert to minor units at the API boundary).
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
      <Group className={styles.group}>
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
