import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { joinClassNames } from '../private/className';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty ("No classes yet"). */
  title: string;
  /** Why, and what to do next. */
  description?: ReactNode;
  /** A decorative icon or illustration (hidden from assistive tech). */
  icon?: ReactNode;
  /** Call(s) to action: Buttons or LinkButtons. */
  action?: ReactNode;
  /** The title's heading level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** No dashed frame (inside a Card, say). */
  plain?: boolean;
  /** Extra class for placement. */
  className?: string;
}

/**
 * What a list or screen shows when there is nothing in it yet, and what to do about it.
 *
 * Use instead: an ErrorState when loading failed; a Skeleton while loading.
 *
 * Accessibility: a section with a heading (`headingLevel` fits the page outline); the icon is hidden.
 */
export function EmptyState({ title, description, icon, action, headingLevel = 2, plain, className }: EmptyStateProps) {
  return (
    <section className={joinClassNames(styles.root, plain && styles.plain, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <div className={styles.text}>
        <Heading level={headingLevel} size={3}>
          {title}
        </Heading>
        {description && (
          <Text tone="muted" as="div">
            {description}
          </Text>
        )}
      </div>
      {action && <div className={styles.actions}>{action}</div>}
    </section>
  );
}
