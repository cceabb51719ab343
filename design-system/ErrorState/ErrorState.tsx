import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from '../EmptyState/EmptyState.css';
import { AlertIcon } from '../private/icons';
import { joinClassNames } from '../private/className';

export interface ErrorStateProps {
  title: string;
  description?: ReactNode;
  /** Called when the retry button is pressed; without it no button is shown. */
  onRetry?: () => void;
  /** The retry button's text ("Try again"). */
  retryLabel?: string;
  /** The retry is running: the button shows a spinner. */
  isRetrying?: boolean;
  retryingLabel?: string;
  /** More actions beside retry (a link home, say). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  plain?: boolean;
  className?: string;
}

/** A failed load with a way out: an explanation and a retry. Announced as an alert. */
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
            <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryingLabel}>
              {retryLabel}
            </Button>
          )}
          {action}
        </div>
      )}
    </section>
  );
}
