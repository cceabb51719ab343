import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from '../private/choice.css';
import { composeClassName } from '../private/className';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label (and accessible name). */
  children?: ReactNode;
  description?: ReactNode;
}

/** An on/off setting that applies at once (notifications, availability). */
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
