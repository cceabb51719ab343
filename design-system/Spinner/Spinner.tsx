import { joinClassNames } from '../private/className';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible name ("Loading classes"). Without it the spinner is decorative. */
  label?: string;
  /** `small` inside buttons, `medium` by default, `large` for a page. */
  size?: 'small' | 'medium' | 'large';
  /** Extra class for placement. */
  className?: string;
  /** The id a pending Button names it by (the Button gives it). */
  id?: string;
}

function Graphic({ size }: { size: NonNullable<SpinnerProps['size']> }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={joinClassNames(styles.svg, styles.size[size])}
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An indeterminate progress indicator (role progressbar when labelled). Hand-rolled rather than
 * RAC's ProgressBar, and without its context, to keep number formatting out of the home page
 * bundle; inside a pending Button it takes the id the Button links to.
 *
 * Use instead: a Skeleton when the layout of what loads is known; a ProgressBar when progress is known.
 *
 * Accessibility: with a label, a progress bar without a value, announced by that label; without one it is decorative.
 */
export function Spinner({ label, size = 'medium', className, id }: SpinnerProps) {
  if (!label) {
    return (
      <span className={joinClassNames(styles.spinner, className)} aria-hidden="true">
        <Graphic size={size} />
      </span>
    );
  }
  return (
    <span role="progressbar" aria-label={label} id={id} className={joinClassNames(styles.spinner, className)}>
      <Graphic size={size} />
    </span>
  );
}
