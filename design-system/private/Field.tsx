import type { ReactNode } from 'react';
import { FieldError as RACFieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { AlertIcon } from './icons';
import * as styles from './field.css';

/**
 * A message for an invalid field: text (shown for any error), or a function of RAC's validation
 * result — return `v.validationErrors.join(' ')` for server errors (Form `validationErrors`).
 */
export type ErrorMessage = string | ((validation: ValidationResult) => string);

/** Props every field wrapper flattens. */
export interface FieldLabelProps {
  /** Visible label; the field's accessible name. */
  label?: string;
  /** Help text under the field (linked with aria-describedby). */
  description?: ReactNode;
  /** Shown (and announced) when the field is invalid. */
  errorMessage?: ErrorMessage;
}

export function FieldLabel({ children }: { children?: ReactNode }) {
  return children ? <Label className={styles.label}>{children}</Label> : null;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

/** RAC FieldError, styled: renders only when the field is invalid. */
export function FieldErrorText({ children }: { children?: ErrorMessage }) {
  return (
    <RACFieldError className={styles.error}>
      {(validation) => {
        const text =
          typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '));
        return text ? (
          <>
            <AlertIcon size={16} className={styles.errorIcon} />
            <span>{text}</span>
          </>
        ) : null;
      }}
    </RACFieldError>
  );
}
