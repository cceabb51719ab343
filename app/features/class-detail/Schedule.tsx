import { useState } from 'react';
import { $api, type ClassInstance } from '../../../sdk';
import { Badge, Card, Skeleton, Stack, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { plainList } from '../../lib/detail/DetailPage';
import { PageSection } from '../../lib/PageSection';
import { QueryView } from '../../lib/QueryView';
import { messages } from './messages';
import * as styles from './ClassDetail.css';

/** The schedule shows the sessions from the start of this hour to a month ahead. */
function nextMonth(now = new Date()) {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  const end = new Date(start);
  end.setMonth(end.getMonth() + 1);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

function SessionRow({ session }: { session: ClassInstance }) {
  const intl = useIntl();
  const spots = Math.max(0, session.capacity - session.bookedCount);
  const time = intl.formatMessage(messages.sessionTime, {
    start: intl.formatTime(session.startDate, { hour: 'numeric', minute: '2-digit' }),
    end: intl.formatTime(session.endDate, { hour: 'numeric', minute: '2-digit' }),
  });
  let status;
  if (session.status === 'CANCELLED')
    status = <Badge tone="critical">{intl.formatMessage(messages.sessionCancelled)}</Badge>;
  else if (session.status === 'LIVE')
    status = (
      <Badge tone="live" dot>
        {intl.formatMessage(messages.sessionLive)}
      </Badge>
    );
  else
    status = (
      <Text size="small" weight="strong" tone={spots === 0 ? 'critical' : 'positive'}>
        {intl.formatMessage(messages.spotsLeft, { count: spots })}
      </Text>
    );
  return (
    <li className={styles.session}>
      <span className={styles.dateTile} aria-hidden="true">
        <span className={styles.dateTileDay}>{intl.formatDate(session.startDate, { day: 'numeric' })}</span>
        <span className={styles.dateTileMonth}>{intl.formatDate(session.startDate, { month: 'short' })}</span>
      </span>
      <Stack space="none">
        <Text weight="strong">
          <time dateTime={session.startDate}>
            {intl.formatDate(session.startDate, { weekday: 'long', day: 'numeric', month: 'short' })}
          </time>
        </Text>
        <Text size="small" tone="muted">
          {time}
        </Text>
      </Stack>
      {status}
    </li>
  );
}

/** The class's sessions in the next month (`GET /class/{classId}/instances`). */
export function Schedule({ classId }: { classId: string }) {
  const intl = useIntl();
  const [range] = useState(nextMonth);
  const query = $api.useQuery('get', '/class/{classId}/instances', {
    params: { path: { classId }, query: range },
  });
  return (
    <PageSection
      title={intl.formatMessage(messages.scheduleTitle)}
      subtitle={intl.formatMessage(messages.scheduleSubtitle)}
    >
      <QueryView
        query={query}
        loading={
          <div role="status" aria-label={intl.formatMessage(messages.scheduleLoading)}>
            <Skeleton height="12rem" />
          </div>
        }
        errorTitle={intl.formatMessage(messages.scheduleErrorTitle)}
        empty={{
          title: intl.formatMessage(messages.scheduleEmptyTitle),
          description: intl.formatMessage(messages.scheduleEmptyBody),
        }}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <Card padding="small">
            <ul className={plainList}>
              {[...list]
                .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
                .map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
            </ul>
          </Card>
        )}
      </QueryView>
    </PageSection>
  );
}
