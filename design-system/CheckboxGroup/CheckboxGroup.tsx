import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/choice.css';
import { composeClassName, joinClassNames } from '../private/className';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldLabelProps {
  /** Lay the checkboxes out in a column (default) or a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  /** The Checkbox options. */
  children?: ReactNode;
}

/**
 * A labelled set of Checkboxes with one value array.
 *
 * Use instead: a RadioGroup for a single choice; a TagGroup for many options in little space.
 *
 * Accessibility: a group named by its label, with its description and error; Tab moves between the checkboxes, Space toggles.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={composeClassName(className, styles.group)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={joinClassNames(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {children}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACCheckboxGroup>
  );
}
