import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { $api, type Schema } from '@/sdk';
import { Badge, Card, Link, LinkButton, Text, type BadgeTone } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { dateFormats } from '@/app/lib/time/format';
import { CancelSessionButton, CancelSessions } from '@/app/lib/cancel-session/CancelSessions';
import { formatMoney } from '@/app/lib/format/format';
import { QueryView } from '@/app/lib/queries/QueryView';
import { ScreenFrame } from '@/app/lib/frames/ScreenFrame';
import { ListPages, pageOf } from '@/app/lib/pages/ListPages';
import { EditLink } from '@/app/lib/cards/OfferCard';
import { SessionRowFrame } from '@/app/lib/session-rows/SessionRowFrame';
import { SessionRowsSkeleton } from '@/app/lib/session-rows/SessionRowsSkeleton';
import * as row from '@/app/lib/session-rows/sessionRow.css';
import { useNow } from '@/app/lib/time/useNow';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { CLASSES_LIST } from './classForm';
import { DeleteClassDialog } from './DeleteClassDialog';
import { NotValidated, useCanPublish } from './NotValidated';
import { messages, statusLabels } from './messages';
import { paths } from '@/app/routing/paths';

type ClassItem = Schema<'ClassSummary'>;
type Status = NonNullable<ClassItem['status']>;

/** Classes a page: a busy trainer has hundreds, and the API gives them all at once. */
const PAGE_SIZE = 20;

const statusTone: Record<Status, BadgeTone> = {
  DRAFT: 'neutral',
  SCHEDULED: 'info',
  LIVE: 'positive',
  COMPLETED: 'neutral',
  PUBLISHED: 'positive',
  CANCELLED: 'critical',
};

/** A live class whose next session is still ahead and not cancelled can be cancelled for everyone. */
const canCancelNext = (item: ClassItem, now: number) =>
  item.isLive && item.status !== 'CANCELLED' && item.status !== 'COMPLETED' && Date.parse(item.startDate) > now;

/**
 * `/trainer/classes`: the trainer's classes, live and recorded, each with its status, its next
 * session (or publication), its bookings and price, and Edit, Cancel next session and Delete; a
 * page of them at a time (`?page=…`).
 */
export default function TrainerClassesPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.listPageTitle));
  const trainerId = useViewer()?.id ?? '';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const pageNumber = Number.parseInt(params.get('page') ?? '', 10) || 1;
  const setPage = (next: number) =>
    setParams((prev) => {
      const params = new URLSearchParams(prev);
      params.set('page', String(next));
      return params;
    });
  const options = { params: { query: { trainerId } } };
  const query = $api.useQuery('get', CLASSES_LIST, options);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', CLASSES_LIST, options).queryKey });
  const now = useNow().getTime();
  const canPublish = useCanPublish(trainerId);
  const newClass = canPublish && (
    <LinkButton href={paths.newClass()}>{intl.formatMessage(messages.newClass)}</LinkButton>
  );

  return (
    <ScreenFrame
      title={intl.formatMessage(messages.listTitle)}
      intro={intl.formatMessage(messages.listIntro)}
      action={newClass}
    >
      {!canPublish && <NotValidated />}
      <QueryView
        query={query}
        loading={<SessionRowsSkeleton label={intl.formatMessage(messages.loading)} />}
        errorTitle={intl.formatMessage(messages.listError)}
        isEmpty={(items) => items.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: newClass,
        }}
      >
        {(items) => (
          <ListPages
            page={pageOf(items, pageNumber, PAGE_SIZE)}
            onPageChange={setPage}
            words={messages}
            count={(shown) => intl.formatMessage(messages.shown, { ...shown })}
          >
            {(content) => (
              <CancelSessions onCancelled={refresh}>
                <Card padding="small">
                  <ul className={row.list} aria-label={intl.formatMessage(messages.listTitle)}>
                    {content.map((item) => (
                      <ClassRow key={item.id} item={item} cancellable={canCancelNext(item, now)} onChanged={refresh} />
                    ))}
                  </ul>
                </Card>
              </CancelSessions>
            )}
          </ListPages>
        )}
      </QueryView>
    </ScreenFrame>
  );
}

function ClassRow({ item, cancellable, onChanged }: { item: ClassItem; cancellable: boolean; onChanged: () => void }) {
  const intl = useIntl();
  const when = intl.formatDate(item.startDate, dateFormats.weekdayShortClock);
  return (
    <SessionRowFrame
      date={item.startDate}
      title={<Link href={paths.classDetail(item.id)}>{item.title}</Link>}
      level={2}
      badges={
        item.status && <Badge tone={statusTone[item.status]}>{intl.formatMessage(statusLabels[item.status])}</Badge>
      }
      actions={
        <>
          <EditLink
            href={paths.editClass(item.id)}
            label={intl.formatMessage(messages.editLabel, { title: item.title })}
          >
            {intl.formatMessage(messages.edit)}
          </EditLink>
          {cancellable && (
            <CancelSessionButton
              session={{
                classId: item.id,
                title: item.title,
                startDate: item.startDate,
                bookedCount: item.bookedCount ?? 0,
              }}
            />
          )}
          <DeleteClassDialog item={item} onDeleted={onChanged} />
        </>
      }
    >
      <Text size="small">
        {formatRich(intl, messages.facts, {
          when: (
            <time key="when" dateTime={item.startDate}>
              {intl.formatMessage(item.isLive ? messages.nextSession : messages.publishedOn, { date: when })}
            </time>
          ),
          minutes: item.durationMinutes,
          price: formatMoney(intl, item.price),
        })}
      </Text>
      <Text size="small" tone="muted">
        {intl.formatMessage(item.isLive ? messages.bookedLive : messages.bookedRecorded, {
          count: item.bookedCount ?? 0,
        })}
      </Text>
    </SessionRowFrame>
  );
}
