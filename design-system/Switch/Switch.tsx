import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from '../private/choice.css';
import { composeClassName } from '../private/className';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label (and accessible name). */
  children?: ReactNode;
  /** A second line under the label, read with it. */
  description?: ReactNode;
}

/**
 * An on/off setting that applies at once (notifications, availability).
 *
 * Use instead: a Checkbox for a choice submitted with a form.
 *
 * Accessibility: announced as a switch, on or off, with its label and description; Space toggles it.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeClassName(className, styles.choice)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.choiceText}>
        {children}
        {description && <span className={styles.choiceDescription}>{description}</span>}
      </span>
    </RACSwitch>
  );
}
