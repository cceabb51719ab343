import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import * as styles from '../private/choice.css';
import { CheckIcon, MinusIcon } from '../private/icons';
import { composeClassName } from '../private/className';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The visible label (and accessible name). */
  children?: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
}

/**
 * A checkbox. Inside a CheckboxGroup, give it a `value`.
 *
 * Use instead: a Switch for a setting that takes effect at once; a RadioGroup when only one option may be chosen; a CheckboxGroup for a labelled set.
 *
 * Accessibility: Space toggles it; announced as a checkbox with its label, state and (when invalid) the error.
 */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName(className, styles.choice)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon size={14} strokeWidth={3} />
            ) : isSelected ? (
              <CheckIcon size={14} strokeWidth={3} />
            ) : null}
          </span>
          {(children || description) && (
            <span className={styles.choiceText}>
              {children}
              {description && <span className={styles.choiceDescription}>{description}</span>}
            </span>
          )}
        </>
      )}
    </RACCheckbox>
  );
}
