import type { HTMLAttributes } from 'react';
import { cx } from '../Box/Box';
import * as styles from './VisuallyHidden.css';

/** Content for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={cx(styles.hidden, className)} />;
}
