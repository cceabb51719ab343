import type { ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { FieldErrorText, type ErrorMessage } from '../private/Field';
import { AlertIcon } from '../private/icons';
import { joinClassNames } from '../private/className';
import * as styles from './Form.css';

export interface FormProps extends RACFormProps {
  /** A form-level error (e.g. from the server) shown above the fields and announced. */
  errorMessage?: ReactNode;
}

/**
 * A form: fields inside show their errors on submit; `validationErrors` maps field names to
 * server errors. Native validation (the default) blocks submit, shows every field's error and
 * focuses the first invalid field.
 *
 * Use instead: nothing; every set of fields the user submits goes in a Form.
 *
 * Accessibility: server errors land on their fields (announced with the field); the summary is announced and focused after a failed submit and links to the fields.
 */
export function Form({ errorMessage, children, className, ...props }: FormProps) {
  return (
    <RACForm {...props} className={joinClassNames(styles.form, className)}>
      {errorMessage && (
        <div role="alert" className={styles.banner}>
          <AlertIcon size={20} className={styles.bannerIcon} />
          <div>{errorMessage}</div>
        </div>
      )}
      {children}
    </RACForm>
  );
}

/** The styled error slot for custom fields built from RAC parts (shown only when invalid). */
export function FieldError({ children }: { children?: ErrorMessage }) {
  return <FieldErrorText>{children}</FieldErrorText>;
}
