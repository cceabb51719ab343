import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/field.css';
import { composeClassName } from '../private/className';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldLabelProps {
  /** A hint inside the empty input. Never a substitute for `label`. */
  placeholder?: string;
}

/**
 * A single-line text input with label, description and error message.
 *
 * Use instead: a TextArea for more than one line; a NumberField for quantities; a PasswordField for secrets; a SearchField to search.
 *
 * Accessibility: announced with its label, description and, when invalid, its error.
 */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeClassName(className, styles.field)}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
