import type { ReactNode } from 'react';
import { StandaloneButton } from '../Button/StandaloneButton';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from '../EmptyState/EmptyState.css';
import { AlertIcon } from '../private/AlertIcon';
import { joinClassNames } from '../private/className';

export interface ErrorStateProps {
  /** What failed, in the user's words ("We couldn't load your classes"). */
  title: string;
  /** Why, and what the user can do. */
  description?: ReactNode;
  /** Called when the retry button is pressed; without it no button is shown. */
  onRetry?: () => void;
  /** The retry button's text ("Try again"). */
  retryLabel?: string;
  /** The retry is running: the button shows a spinner. */
  isRetrying?: boolean;
  /** Announced while the retry runs ("Trying again"). */
  retryingLabel?: string;
  /** More actions beside retry (a link home, say). */
  action?: ReactNode;
  /** The title's heading level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** No frame (inside a Card, say). */
  plain?: boolean;
  /** Extra class for placement. */
  className?: string;
}

/**
 * A failed load with a way out: an explanation and a retry. Announced as an alert.
 *
 * Use instead: an EmptyState when the load worked but nothing is there; a field error or the form's summary for a failed submit; a Toast for a failure in the background.
 *
 * Accessibility: announced as an alert when it appears; the retry is an ordinary button that announces its pending label while retrying.
 */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  isRetrying,
  retryingLabel,
  action,
  headingLevel = 2,
  plain,
  className,
}: ErrorStateProps) {
  return (
    <section className={joinClassNames(styles.root, plain && styles.plain, className)}>
      <div className={joinClassNames(styles.icon, styles.criticalIcon)} aria-hidden="true">
        <AlertIcon size={30} />
      </div>
      <div className={styles.text} role="alert">
        <Heading level={headingLevel} size={3}>
          {title}
        </Heading>
        {description && (
          <Text tone="muted" as="div">
            {description}
          </Text>
        )}
      </div>
      {(onRetry || action) && (
        <div className={styles.actions}>
          {onRetry && (
            <StandaloneButton variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryingLabel}>
              {retryLabel}
            </StandaloneButton>
          )}
          {action}
        </div>
      )}
    </section>
  );
}
