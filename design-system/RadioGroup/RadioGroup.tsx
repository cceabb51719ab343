import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as styles from '../private/choice.css';
import { composeClassName, joinClassNames } from '../private/className';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldLabelProps {
  /** The Radio options. */
  children?: ReactNode;
}

/**
 * A labelled set of Radios: Tab enters the group, arrow keys move and select.
 *
 * Use instead: a Select for more than about six options; a CheckboxGroup when several may be chosen.
 *
 * Accessibility: a radio group named by its label; Tab enters at the chosen option, arrows move and choose.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} orientation={orientation} className={composeClassName(className, styles.group)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={joinClassNames(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {children}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  /** The option's label. */
  children?: ReactNode;
  /** A second line under the label, read with it. */
  description?: ReactNode;
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={composeClassName(className, styles.choice)}>
      <span className={joinClassNames(styles.box, styles.radio)} aria-hidden="true">
        <span className={styles.radioDot} />
      </span>
      <span className={styles.choiceText}>
        {children}
        {description && <span className={styles.choiceDescription}>{description}</span>}
      </span>
    </RACRadio>
  );
}
