import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageDescriptor } from '@formatjs/intl';
import { Card, LinkButton, Skeleton, Stack } from '../../../design-system';
import { useIntl } from '../../i18n';
import { QueryView } from '../../lib/QueryView';
import { messages } from './messages';
import * as styles from './Dashboard.css';

/** Rows of skeletons shaped like session rows: the date tile, three lines, the actions. */
function LoadingRows() {
  const intl = useIntl();
  return (
    <Card padding="small" role="status" aria-label={intl.formatMessage(messages.loading)}>
      <ul className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={styles.row}>
            <Skeleton className={styles.tile} height="3.5rem" />
            <Stack space="small" className={styles.main}>
              <Skeleton shape="text" width="45%" />
              <Skeleton lines={2} shape="text" width="70%" />
            </Stack>
            <div className={styles.actions}>
              <Skeleton width="7rem" height="2.25rem" />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

interface SessionListProps<T> {
  query: UseQueryResult<T>;
  /** The rows to show from the answer (nothing to show is the empty state). */
  rows: (data: T) => ReactNode[];
  errorTitle: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyBody: MessageDescriptor;
  /** The empty state's way to /discover. */
  emptyAction?: { label: MessageDescriptor; href: string };
  /** Above the list (Add all upcoming) or below it (pages). */
  before?: (data: T) => ReactNode;
  after?: (data: T) => ReactNode;
}

/** A tab's sessions in their four states: loading rows, error with Try again, empty (to /discover), the list. */
export function SessionList<T>({
  query,
  rows,
  errorTitle,
  emptyTitle,
  emptyBody,
  emptyAction = { label: messages.discoverAction, href: '/discover' },
  before,
  after,
}: SessionListProps<T>) {
  const intl = useIntl();
  return (
    <QueryView
      query={query}
      loading={<LoadingRows />}
      errorTitle={intl.formatMessage(errorTitle)}
      empty={{
        title: intl.formatMessage(emptyTitle),
        description: intl.formatMessage(emptyBody),
        action: (
          <LinkButton href={emptyAction.href} variant="secondary">
            {intl.formatMessage(emptyAction.label)}
          </LinkButton>
        ),
      }}
      isEmpty={(data) => rows(data).length === 0}
    >
      {(data) => (
        <Stack space="large">
          {before?.(data)}
          <Card padding="small">
            <ul className={styles.list}>{rows(data)}</ul>
          </Card>
          {after?.(data)}
        </Stack>
      )}
    </QueryView>
  );
}
