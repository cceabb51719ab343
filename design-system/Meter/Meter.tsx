import { Label, Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import * as styles from '../ProgressBar/ProgressBar.css';
import { composeClassName, joinClassNames } from '../private/className';

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** What is measured ("Class capacity"); the accessible name. */
  label?: string;
  /** Show the value text beside the label. */
  showValue?: boolean;
  /** Colour by level: fixed, or automatic (positive → warning → critical as it fills). */
  tone?: keyof typeof styles.tone | 'auto';
}

/**
 * A quantity within a known range (class capacity, storage used, weekly goal).
 *
 * Use instead: a ProgressBar for progress of a task; a Chart for values over time.
 *
 * Accessibility: announced as a meter with its label and value text.
 */
export function Meter({ label, showValue = true, tone = 'brand', className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={composeClassName(className, styles.root)}>
      {({ percentage, valueText }) => {
        const resolved =
          tone === 'auto' ? (percentage >= 90 ? 'critical' : percentage >= 70 ? 'warning' : 'positive') : tone;
        return (
          <>
            {(label || showValue) && (
              <span className={styles.header}>
                {label && <Label>{label}</Label>}
                {showValue && <span className={styles.value}>{valueText}</span>}
              </span>
            )}
            <span className={styles.track}>
              <span
                className={joinClassNames(styles.fill, styles.tone[resolved])}
                style={{ width: `${percentage}%` }}
              />
            </span>
          </>
        );
      }}
    </RACMeter>
  );
}
