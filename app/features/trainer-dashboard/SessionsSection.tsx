import { useState, type ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { MessageDescriptor } from '@formatjs/intl';
import { $api } from '@/sdk';
import { Card, LinkButton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { CancelSessions } from '@/app/lib/cancel-session/CancelSessions';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SessionRowsSkeleton } from '@/app/lib/session-rows/SessionRowsSkeleton';
import * as row from '@/app/lib/session-rows/sessionRow.css';
import { useNow } from '@/app/lib/time/useNow';
import { messages } from './messages';
import { DashboardSection } from './DashboardSection';
import { SessionRow } from './SessionRow';
import { monthAheadWindow, todayWindow, type DateWindow } from '@/app/lib/time/windows';
import type { ClassInstance } from './sessions';
import { useOfflineAnswer } from '@/app/offline/useOfflineAnswer';
import { paths } from '@/app/routing/paths';

const PATH = '/class/trainer/booked/by-date-range/{trainerId}';

interface SessionListProps {
  query: UseQueryResult<ClassInstance[]>;
  /** Which of the answer's sessions this list shows. */
  show: (session: ClassInstance) => boolean;
  now: Date;
  title: MessageDescriptor;
  errorTitle: MessageDescriptor;
  empty: { title: MessageDescriptor; body: MessageDescriptor; action?: ReactNode };
  loadingRows: number;
}

/** One window of the trainer's sessions, soonest first, in its four states, with one cancel dialog for them all. */
function SessionList({ query, show, now, title, errorTitle, empty, loadingRows }: SessionListProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const sessions = (list: ClassInstance[]) =>
    list.filter(show).sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

  // The cancelled session shows as cancelled, with nobody booked, in every list that has it.
  const onCancelled = (cancelled: ClassInstance) =>
    queryClient.setQueriesData<ClassInstance[]>({ queryKey: ['get', PATH] }, (list) =>
      list?.map((s) => (s.id === cancelled.id ? { ...s, status: 'CANCELLED', bookedCount: 0 } : s)),
    );

  return (
    <DashboardSection title={intl.formatMessage(title)} level={3}>
      <QueryView
        query={query}
        loading={<SessionRowsSkeleton label={intl.formatMessage(messages.loadingSessions)} count={loadingRows} />}
        errorTitle={intl.formatMessage(errorTitle)}
        isEmpty={(list) => sessions(list).length === 0}
        empty={{
          title: intl.formatMessage(empty.title),
          description: intl.formatMessage(empty.body),
          action: empty.action,
        }}
      >
        {(list) => (
          <CancelSessions onCancelled={onCancelled}>
            <Card padding="small">
              <ul className={row.list}>
                {sessions(list).map((session) => (
                  <SessionRow key={session.id} session={session} now={now} />
                ))}
              </ul>
            </Card>
          </CancelSessions>
        )}
      </QueryView>
    </DashboardSection>
  );
}

const sessionsIn = (trainerId: string, window: DateWindow) => ({ params: { path: { trainerId }, query: window } });

/**
 * Today's sessions, then the rest of the month ahead, each with its bookings, Go live and Cancel;
 * offline, both from the last visit's answers.
 */
export function SessionsSection({ trainerId }: { trainerId: string }) {
  const intl = useIntl();
  const now = useNow();
  // One call from the start of today to a month ahead feeds both lists. The window is fixed when
  // the page opens, so its query key stays the same while it is open.
  const [{ window, tomorrow }] = useState(() => {
    const start = new Date();
    const today = todayWindow(start);
    return {
      window: { startDate: today.startDate, endDate: monthAheadWindow(start).endDate },
      tomorrow: Date.parse(today.endDate),
    };
  });
  const sessions = useOfflineAnswer('trainer-sessions', $api.useQuery('get', PATH, sessionsIn(trainerId, window)));
  return (
    <DashboardSection title={intl.formatMessage(messages.sessionsTitle)}>
      <Stack space="xlarge">
        <SessionList
          query={sessions}
          show={(session) => Date.parse(session.startDate) < tomorrow}
          now={now}
          title={messages.todayTitle}
          errorTitle={messages.todayError}
          empty={{ title: messages.todayEmptyTitle, body: messages.todayEmptyBody }}
          loadingRows={1}
        />
        <SessionList
          query={sessions}
          // Today's sessions are in the list above.
          show={(session) => Date.parse(session.startDate) >= tomorrow}
          now={now}
          title={messages.aheadTitle}
          errorTitle={messages.aheadError}
          empty={{
            title: messages.aheadEmptyTitle,
            body: messages.aheadEmptyBody,
            action: (
              <LinkButton href={paths.discover()} variant="secondary">
                {intl.formatMessage(messages.marketplaceAction)}
              </LinkButton>
            ),
          }}
          loadingRows={3}
        />
      </Stack>
    </DashboardSection>
  );
}
