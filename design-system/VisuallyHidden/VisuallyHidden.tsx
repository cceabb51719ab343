import type { HTMLAttributes } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './VisuallyHidden.css';

/** Content for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={joinClassNames(styles.hidden, className)} />;
}
