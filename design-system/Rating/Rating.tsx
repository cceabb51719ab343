import { StarShape } from '../private/StarShape';
import { joinClassNames } from '../private/className';
import * as styles from './Rating.css';

export interface RatingProps {
  /** The average, e.g. 4.6. */
  value: number;
  /** Number of stars (default 5). */
  max?: number;
  /** The accessible name, e.g. "Rated 4.6 out of 5". */
  label: string;
  /** Show the number beside the stars. */
  showValue?: boolean;
  /** Formatted value text ("4.6"); defaults to one decimal. */
  valueText?: string;
  /** A visible caption such as "(128 reviews)". */
  caption?: string;
  /** Star size in pixels. */
  size?: number;
  /** Extra class for placement. */
  className?: string;
}

/**
 * Star rating display (read-only). One accessible image named by `label`.
 *
 * Use instead: a RatingInput to let the user rate.
 *
 * Accessibility: one image named by `label` with the value ("4.5 out of 5"); the stars themselves are hidden.
 */
export function Rating({ value, max = 5, label, showValue, valueText, caption, size = 18, className }: RatingProps) {
  const clamped = Math.max(0, Math.min(max, value));
  return (
    <span className={joinClassNames(styles.display, className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        {Array.from({ length: max }, (_, i) => {
          const fill = Math.max(0, Math.min(1, clamped - i));
          return (
            <span key={i} className={styles.starBox}>
              <StarShape size={size} fill={fill >= 1 ? 'currentColor' : 'transparent'} />
              {fill > 0 && fill < 1 && (
                <span className={styles.partialStar} style={{ width: `${fill * 100}%` }}>
                  <StarShape size={size} fill="currentColor" />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {valueText ?? clamped.toFixed(1)}
        </span>
      )}
      {caption && <span className={styles.caption}>{caption}</span>}
    </span>
  );
}
