import type { ReactNode } from 'react';
import { joinClassNames } from '../private/className';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

interface ButtonContentProps {
  icon?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
  isPending: boolean;
  pendingLabel?: string;
  /** The id the button names its pending spinner by. */
  progressId?: string;
}

/**
 * What a button shows: its icons and label, hidden (but still its name) under a spinner while
 * pending. In a module of its own, so a button that the first paint can show takes it without
 * React Aria Components' Button.
 */
export function ButtonContent({ icon, iconEnd, children, isPending, pendingLabel, progressId }: ButtonContentProps) {
  return (
    <>
      <span className={joinClassNames(styles.content, isPending && styles.contentHidden)}>
        {icon}
        {children}
        {iconEnd}
      </span>
      {isPending && (
        <span className={styles.spinnerOverlay}>
          <Spinner size="small" label={pendingLabel} id={progressId} />
        </span>
      )}
    </>
  );
}
