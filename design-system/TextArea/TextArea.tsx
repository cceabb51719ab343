import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/field.css';
import { composeClassName } from '../private/className';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldLabelProps {
  /** Hint inside the empty input (never instead of a label). */
  placeholder?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
}

/**
 * Multi-line text (bios, reviews, class descriptions).
 *
 * Use instead: a TextField for one line.
 *
 * Accessibility: announced with its label, description and error; Tab leaves it (Enter adds a line).
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={composeClassName(className, styles.field)}>
      <FieldLabel>{label}</FieldLabel>
      <RACTextArea className={`${styles.input} ${styles.textarea}`} placeholder={placeholder} rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
