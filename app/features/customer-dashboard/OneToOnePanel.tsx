import { useState } from 'react';
import { $api } from '@/sdk';
import { CalendarButton } from './CalendarButton';
import { messages } from './messages';
import { SessionList } from './SessionList';
import { SessionRow } from './SessionRow';
import { monthFromToday } from '@/app/lib/time/windows';
import { fromOneToOne, isCalendarWorthy } from './sessions';
import { useNow } from '@/app/lib/time/useNow';
import { paths } from '@/app/routing/paths';

/** The customer's one-to-one sessions from the start of today to a month ahead, soonest first. */
export function OneToOnePanel({ customerId }: { customerId: string }) {
  const now = useNow();
  // The window is fixed when the tab opens, so its query key stays the same while it is open.
  const [range] = useState(() => monthFromToday(new Date()));
  const query = $api.useQuery('get', '/class/getBookingOneToOneForCustomer/{customerId}', {
    params: { path: { customerId }, query: range },
  });
  return (
    <SessionList
      query={query}
      rows={(list) =>
        list
          .map(fromOneToOne)
          .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
          .map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={now}
              actions={isCalendarWorthy(session, now) && <CalendarButton session={session} />}
            />
          ))
      }
      errorTitle={messages.oneToOneError}
      emptyTitle={messages.oneToOneEmptyTitle}
      emptyBody={messages.oneToOneEmptyBody}
      emptyAction={{ label: messages.findTrainer, href: paths.discover({ tab: 'trainers' }) }}
    />
  );
}
