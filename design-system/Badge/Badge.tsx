import type { HTMLAttributes, ReactNode } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'small' | 'standard';
  /** A small dot before the text (status, "live"). */
  dot?: boolean;
  children: ReactNode;
}

/** A short, non-interactive label: a status, a category, "Live". */
export function Badge({ tone = 'neutral', size = 'standard', dot, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={joinClassNames(styles.badge, styles.size[size], styles.tone[tone], className)}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
