import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageDescriptor } from '@formatjs/intl';
import { Card, LinkButton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SessionRowsSkeleton } from '@/app/lib/session-rows/SessionRowsSkeleton';
import * as row from '@/app/lib/session-rows/sessionRow.css';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

interface SessionListProps<T> {
  query: UseQueryResult<T>;
  /** The rows to show from the answer (nothing to show is the empty state). */
  rows: (data: T) => ReactNode[];
  errorTitle: MessageDescriptor;
  /** What the loading rows announce, and how many there are. */
  loadingLabel?: MessageDescriptor;
  count?: number;
  /** The empty state; without it, a list that is empty shows nothing (its section is left out before). */
  emptyTitle?: MessageDescriptor;
  emptyBody?: MessageDescriptor;
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
  loadingLabel = messages.loading,
  count,
  emptyTitle,
  emptyBody,
  emptyAction = { label: messages.discoverAction, href: paths.discover() },
  before,
  after,
}: SessionListProps<T>) {
  const intl = useIntl();
  return (
    <QueryView
      query={query}
      loading={<SessionRowsSkeleton label={intl.formatMessage(loadingLabel)} count={count} />}
      errorTitle={intl.formatMessage(errorTitle)}
      empty={
        emptyTitle &&
        emptyBody && {
          title: intl.formatMessage(emptyTitle),
          description: intl.formatMessage(emptyBody),
          action: (
            <LinkButton href={emptyAction.href} variant="secondary">
              {intl.formatMessage(emptyAction.label)}
            </LinkButton>
          ),
        }
      }
      isEmpty={emptyTitle && ((data) => rows(data).length === 0)}
    >
      {(data) => (
        <Stack space="large">
          {before?.(data)}
          <Card padding="small">
            <ul className={row.list}>{rows(data)}</ul>
          </Card>
          {after?.(data)}
        </Stack>
      )}
    </QueryView>
  );
}
