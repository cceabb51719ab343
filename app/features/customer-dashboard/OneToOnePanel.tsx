import { lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type OneToOneBooking } from '@/sdk';
import { CancelButton, ListDialog } from '@/app/lib/forms/ListDialog';
import { CalendarButton } from './CalendarButton';
import { messages } from './messages';
import { SessionList } from './SessionList';
import { SessionRow } from './SessionRow';
import { monthFromToday } from '@/app/lib/time/windows';
import { canCancelOneToOne, fromOneToOne, isCalendarWorthy } from './sessions';
import { useNow } from '@/app/lib/time/useNow';
import { paths } from '@/app/routing/paths';

const PATH = '/class/getBookingOneToOneForCustomer/{customerId}';

// The dialog's code (and its request) loads when the customer first opens it, not with the list.
const CancelOneToOneDialog = lazy(() =>
  import('./CancelOneToOneDialog').then((m) => ({ default: m.CancelOneToOneDialog })),
);

/**
 * The customer's one-to-one sessions from the start of today to a month ahead, soonest first, each
 * with its calendar entry and, until it starts, Cancel (the list's one dialog states the policy).
 */
export function OneToOnePanel({ customerId }: { customerId: string }) {
  const queryClient = useQueryClient();
  const now = useNow();
  // The window is fixed when the tab opens, so its query key stays the same while it is open.
  const [range] = useState(() => monthFromToday(new Date()));
  const init = { params: { path: { customerId }, query: range } };
  const query = $api.useQuery('get', PATH, init);

  // The row shows its new status and loses its Cancel and its policy.
  const onCancelled = (id: string) => (result: { status: OneToOneBooking['status'] }) =>
    queryClient.setQueryData<OneToOneBooking[]>($api.queryOptions('get', PATH, init).queryKey, (list) =>
      list?.map((session) => {
        if (session.id !== id) return session;
        const { cancellationPolicy: _, ...cancelled } = session;
        return { ...cancelled, status: result.status };
      }),
    );

  return (
    <ListDialog<OneToOneBooking>
      dialog={(session, close, opener) => (
        <CancelOneToOneDialog session={session} onCancelled={onCancelled(session.id)} onClose={close} opener={opener} />
      )}
    >
      <SessionList
        query={query}
        rows={(list) =>
          [...list]
            .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
            .map((booking) => {
              const session = fromOneToOne(booking);
              return (
                <SessionRow
                  key={session.id}
                  session={session}
                  now={now}
                  actions={
                    <>
                      {isCalendarWorthy(session, now) && <CalendarButton session={session} />}
                      {canCancelOneToOne(booking, now) && (
                        <CancelButton item={booking} title={booking.title} words={messages} />
                      )}
                    </>
                  }
                />
              );
            })
        }
        errorTitle={messages.oneToOneError}
        emptyTitle={messages.oneToOneEmptyTitle}
        emptyBody={messages.oneToOneEmptyBody}
        emptyAction={{ label: messages.findTrainer, href: paths.discover({ tab: 'trainers' }) }}
      />
    </ListDialog>
  );
}
