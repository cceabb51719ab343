import type { HTMLAttributes, ReactNode } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour by meaning: `neutral`, `brand`, `positive`, `warning`, `critical`, `info`, `accent`. */
  tone?: BadgeTone;
  /** `small` inside dense rows, `standard` elsewhere. */
  size?: 'small' | 'standard';
  /** A small dot before the text (status, "live"). */
  dot?: boolean;
  /** The label: one or two words. */
  children: ReactNode;
}

/**
 * A short, non-interactive label: a status, a category, "Live".
 *
 * Use instead: a Tag in a TagGroup when the user can select or remove it; a Button or Link when it acts.
 *
 * Accessibility: plain text in reading order, not focusable; the tone is never the only signal, so the words must say it.
 */
export function Badge({ tone = 'neutral', size = 'standard', dot, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={joinClassNames(styles.badge, styles.size[size], styles.tone[tone], className)}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
