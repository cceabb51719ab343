import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/field.css';
import { composeClassName } from '../private/className';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldLabelProps {
  placeholder?: string;
  rows?: number;
}

/** Multi-line text (bios, reviews, class descriptions). */
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
