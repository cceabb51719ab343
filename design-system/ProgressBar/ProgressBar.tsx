import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label and accessible name. */
  label?: string;
  /** Show the formatted value (e.g. "40%") beside the label. */
  showValue?: boolean;
  /** Colour of the filled part. */
  tone?: keyof typeof styles.tone;
}

/**
 * Progress of a task (upload, onboarding steps). Indeterminate when no value is known.
 *
 * Use instead: a Spinner when the amount done is unknown; a Meter for a quantity that is not progress.
 *
 * Accessibility: announced as a progress bar with its label and value text.
 */
export function ProgressBar({ label, showValue = true, tone = 'brand', className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={composeClassName(className, styles.root)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || (showValue && !isIndeterminate)) && (
            <span className={styles.header}>
              {label && <Label>{label}</Label>}
              {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
            </span>
          )}
          <span className={styles.track}>
            <span
              className={joinClassNames(styles.fill, styles.tone[tone], isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </RACProgressBar>
  );
}
