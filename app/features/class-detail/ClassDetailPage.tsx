import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api, type ClassDetail, type ClassInstance, type ClassSummary, type Page } from '@/sdk';
import { Avatar, Badge, Button, Card, Heading, Inline, Link, LinkButton, Skeleton, Stack, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { DetailPage, DetailStack, prose } from '@/app/lib/frames/DetailPage';
import { firstName, formatMoney, fullName } from '@/app/lib/format/format';
import { difficultyLabel, disciplineName } from '@/app/lib/format/labels';
import { DetailBody, DetailSkeleton, ItemPage } from '@/app/lib/pages/ItemPage';
import { PendingHeading } from '@/app/lib/queries/StatusViews';
import { PageSection } from '@/app/lib/frames/PageSection';
import { PackOffers } from '@/app/lib/packs/PackOffers';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { loginHref } from '@/app/session/session';
import { ClassPolicy } from './ClassPolicy';
import { Schedule } from './Schedule';
import { scheduleWindow, type DateWindow } from '@/app/lib/time/windows';
import { sessionState, useBookedSessions, useSchedule, type Bookings } from './sessions';
import { messages } from './messages';
import * as styles from './ClassDetail.css';
import { dateFormats } from '@/app/lib/time/format';
import { WEEK, weekdayName } from '@/app/lib/time/weekdays';
import { paths } from '@/app/routing/paths';

// The booking dialog loads when a customer picks a session, not with the page.
const SessionBooking = lazy(() => import('./SessionBooking').then((m) => ({ default: m.SessionBooking })));
const BuyRecordedClass = lazy(() => import('./BuyRecordedClass').then((m) => ({ default: m.BuyRecordedClass })));
const WaitlistDialog = lazy(() => import('./WaitlistDialog').then((m) => ({ default: m.WaitlistDialog })));
const WaitlistSettings = lazy(() => import('./WaitlistSettings').then((m) => ({ default: m.WaitlistSettings })));

/** The title block both visitors and members see: badges, title, trainer, when and how much. */
function Summary({ item, action }: { item: ClassSummary; action?: ReactNode }) {
  const intl = useIntl();
  const trainerName = fullName(item.trainer);
  return (
    <section className={styles.hero} aria-labelledby="class-title">
      <img className={styles.cover} src={item.coverImageUrl} alt="" width="640" height="360" fetchPriority="high" />
      <Stack space="medium">
        <Inline space="xsmall">
          {item.isLive ? (
            <Badge tone="live" dot>
              {intl.formatMessage(messages.live)}
            </Badge>
          ) : (
            <Badge tone="accent">{intl.formatMessage(messages.onDemand)}</Badge>
          )}
          <Badge>{disciplineName(intl, item.category)}</Badge>
          <Badge>{intl.formatMessage(difficultyLabel(item.difficulty))}</Badge>
        </Inline>
        <Heading level={1} id="class-title">
          {item.title}
        </Heading>
        <Inline space="small" noWrap>
          <Avatar name={trainerName} src={item.trainer.avatarUrl} size="small" decorative />
          <Text>
            {formatRich(intl, messages.with, {
              name: (
                <Link key="trainer" href={paths.trainerProfile(item.trainer.id)}>
                  {trainerName}
                </Link>
              ),
            })}
          </Text>
        </Inline>
        <Text size="large" weight="strong">
          {item.isLive
            ? intl.formatDate(item.startDate, dateFormats.weekdayLongTime)
            : intl.formatMessage(messages.anyTime)}
        </Text>
        <Inline space="medium">
          <Text size="large" weight="strong" tabularNumbers>
            {intl.formatMessage(messages.priceValue, { price: formatMoney(intl, item.price) })}
          </Text>
          <Text tone="muted">{intl.formatMessage(messages.durationValue, { minutes: item.durationMinutes })}</Text>
          {item.spotsLeft != null && (
            <Text tone={item.spotsLeft === 0 ? 'critical' : 'positive'} weight="strong">
              {intl.formatMessage(messages.spotsLeft, { count: item.spotsLeft })}
            </Text>
          )}
        </Inline>
        {action}
      </Stack>
    </section>
  );
}

/** The hero's Book: the soonest session the customer can book, if there is one. */
function BookNext({ classId, range, booked, onBook }: { classId: string; range: DateWindow } & Bookings) {
  const intl = useIntl();
  const next = useSchedule(classId, range).data?.find((session) => sessionState(session, booked) === 'open');
  if (!next) return null;
  return (
    <Inline space="medium" alignY="center">
      <Button size="large" onPress={() => onBook(next)}>
        {intl.formatMessage(messages.bookNext)}
      </Button>
      <Text tone="muted">{intl.formatDate(next.startDate, dateFormats.weekdayLongTime)}</Text>
    </Inline>
  );
}

/**
 * The hero's Buy to watch for a recorded class the customer has not bought, or Watch now once it is in
 * their library (`getVideo`). While that is read nothing shows; when it cannot be read, Buy, whose
 * dialog says what the API answers.
 */
function BuyOrWatch({ classId, onBuy }: { classId: string; onBuy: () => void }) {
  const intl = useIntl();
  const video = $api.useQuery('get', '/customer/v1/get/videos/{videoId}', {
    params: { path: { videoId: classId } },
  });
  if (video.isPending) return null;
  return video.data?.purchased ? (
    <Inline space="medium" alignY="center">
      <LinkButton size="large" href={paths.video(classId)}>
        {intl.formatMessage(messages.buyWatch)}
      </LinkButton>
      <Text tone="muted">{intl.formatMessage(messages.buyOwned)}</Text>
    </Inline>
  ) : (
    <Inline space="medium" alignY="center">
      <Button size="large" onPress={onBuy}>
        {intl.formatMessage(messages.buyOpen)}
      </Button>
      <Text tone="muted">{intl.formatMessage(messages.buyKeep)}</Text>
    </Inline>
  );
}

/**
 * A customer's booking of this class's sessions: the sessions they hold a place on (their bookings
 * in the schedule's range, and any booked here since), and the session whose booking is open.
 */
function useClassBooking(classId: string, range: DateWindow, enabled: boolean) {
  const fetched = useBookedSessions(classId, range).data;
  const [bookedHere, setBookedHere] = useState<string[]>([]);
  const [picked, setPicked] = useState<ClassInstance | null>(null);
  const [waitlisted, setWaitlisted] = useState<ClassInstance | null>(null);
  const booked = useMemo(() => new Set([...(fetched ?? []), ...bookedHere]), [fetched, bookedHere]);
  const booking: Bookings | null = enabled ? { booked, onBook: setPicked, onWaitlist: setWaitlisted } : null;
  return {
    booking,
    picked,
    waitlisted,
    closeWaitlist: () => setWaitlisted(null),
    close: () => setPicked(null),
    markBooked: (sessionId: string) => setBookedHere((ids) => [...ids, sessionId]),
  };
}

function repeatText(intl: ReturnType<typeof useIntl>, detail: ClassDetail): string {
  if (detail.sessionType === 'SINGLE') return intl.formatMessage(messages.sessionSingle);
  if (detail.repeatDays.length === 0) return intl.formatMessage(messages.sessionRecurringNoDays);
  const days = [...detail.repeatDays]
    .sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b))
    .map((day) => weekdayName(intl, day));
  return intl.formatMessage(messages.sessionRecurring, { days: intl.formatList(days, { type: 'conjunction' }) });
}

function Detail({ detail, canBook }: { detail: ClassDetail; canBook: boolean }) {
  const intl = useIntl();
  usePageTitle(detail.title);
  const [range] = useState(() => scheduleWindow(new Date()));
  const { booking, picked, waitlisted, close, closeWaitlist, markBooked } = useClassBooking(
    detail.id,
    range,
    canBook && detail.isLive,
  );
  const viewer = useViewer();
  const [buying, setBuying] = useState(false);
  const [managed, setManaged] = useState<ClassInstance | null>(null);
  const manage = viewer?.role === 'trainer' && viewer.id === detail.trainer.id ? setManaged : null;
  const trainerName = fullName(detail.trainer);
  const rows: [string, string][] = [
    [
      intl.formatMessage(detail.isLive ? messages.factNext : messages.factPublished),
      intl.formatDate(detail.startDate, detail.isLive ? dateFormats.moment : dateFormats.dayMedium),
    ],
    [
      intl.formatMessage(messages.factDuration),
      intl.formatMessage(messages.durationValue, { minutes: detail.durationMinutes }),
    ],
    [intl.formatMessage(messages.factPrice), formatMoney(intl, detail.price)],
    [intl.formatMessage(messages.factCategory), disciplineName(intl, detail.category)],
    [intl.formatMessage(messages.factLevel), intl.formatMessage(difficultyLabel(detail.difficulty))],
    [
      intl.formatMessage(messages.factFormat),
      intl.formatMessage(detail.isLive ? messages.formatLive : messages.formatOnDemand),
    ],
  ];
  if (detail.isLive) {
    rows.push([intl.formatMessage(messages.factSessionType), repeatText(intl, detail)]);
    if (detail.capacity != null) {
      rows.push([
        intl.formatMessage(messages.factSpots),
        intl.formatMessage(messages.spotsOf, { booked: detail.bookedCount, capacity: detail.capacity }),
      ]);
    }
  }
  return (
    <>
      <DetailBody
        hero={
          <Summary
            item={detail}
            action={
              booking ? (
                <BookNext classId={detail.id} range={range} {...booking} />
              ) : (
                canBook && !detail.isLive && <BuyOrWatch classId={detail.id} onBuy={() => setBuying(true)} />
              )
            }
          />
        }
        factsTitle={intl.formatMessage(messages.factsLabel)}
        facts={rows}
        aside={
          <Inline space="medium" noWrap>
            <Avatar name={trainerName} src={detail.trainer.avatarUrl} size="large" decorative />
            <Stack space="xsmall">
              <Text weight="strong">{trainerName}</Text>
              <Link href={paths.trainerProfile(detail.trainer.id)}>
                {intl.formatMessage(messages.viewTrainer, { name: firstName(detail.trainer) })}
              </Link>
            </Stack>
          </Inline>
        }
      >
        <PageSection title={intl.formatMessage(messages.aboutTitle)}>
          <Text as="p" size="large" className={prose}>
            {detail.description}
          </Text>
        </PageSection>
        <PageSection title={intl.formatMessage(messages.equipmentTitle)}>
          {detail.equipment.length > 0 ? (
            <ul className={styles.equipment}>
              {detail.equipment.map((item) => (
                <li key={item}>
                  <Text>{item}</Text>
                </li>
              ))}
            </ul>
          ) : (
            <Text tone="muted">{intl.formatMessage(messages.equipmentNone)}</Text>
          )}
        </PageSection>
        {detail.isLive && <Schedule classId={detail.id} range={range} booking={booking} manage={manage} />}
        {detail.isLive && <ClassPolicy classId={detail.id} />}
        <PackOffers
          trainerId={detail.trainer.id}
          returnPath={paths.classDetail(detail.id)}
          purchase={{
            kind: detail.isLive ? 'LIVE_CLASS' : 'RECORDED_CLASS',
            trainerId: detail.trainer.id,
            classId: detail.id,
          }}
          canBuy={viewer?.role === 'customer'}
        />
      </DetailBody>
      {picked && (
        <Suspense>
          <SessionBooking detail={detail} session={picked} onClose={close} onBooked={markBooked} />
        </Suspense>
      )}
      {buying && (
        <Suspense>
          <BuyRecordedClass detail={detail} onClose={() => setBuying(false)} />
        </Suspense>
      )}
      {waitlisted && (
        <Suspense>
          <WaitlistDialog classId={detail.id} title={detail.title} session={waitlisted} onClose={closeWaitlist} />
        </Suspense>
      )}
      {managed && (
        <Suspense>
          <WaitlistSettings classId={detail.id} session={managed} onClose={() => setManaged(null)} />
        </Suspense>
      )}
    </>
  );
}

/** A class a list on this device has already shown (home, discover, a trainer's profile), if any. */
function cachedSummary(queryClient: QueryClient, classId: string): ClassSummary | undefined {
  for (const path of ['/class/web/discover-classes', '/class/web/from-trainer']) {
    for (const [, data] of queryClient.getQueriesData<Page<ClassSummary> | ClassSummary[]>({
      queryKey: ['get', path],
    })) {
      const list = Array.isArray(data) ? data : data?.content;
      const found = list?.find((item) => item.id === classId);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Why to sign in, with Sign up: the page itself when the class cannot be shown (its own level-one
 * heading, centred, with Log in too: `login`), else a section under the class's preview, whose hero
 * already offers Log in to book.
 */
function VisitorPrompt({ login }: { login?: string }) {
  const intl = useIntl();
  const alone = login !== undefined;
  const centred = alone ? 'center' : undefined;
  return (
    <Card tone={alone ? undefined : 'sunken'} padding="large">
      <Stack space="large" align={centred} textAlign={centred}>
        <Stack space="small">
          <Heading level={alone ? 1 : 2} size={alone ? 2 : 3}>
            {intl.formatMessage(messages.visitorTitle)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(messages.visitorBody)}</Text>
        </Stack>
        <Inline space="small" align={centred}>
          {alone && <LinkButton href={login}>{intl.formatMessage(messages.visitorLogin)}</LinkButton>}
          <LinkButton href={paths.signUp()} variant="secondary">
            {intl.formatMessage(messages.visitorSignUp)}
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}

/**
 * A visitor (someone opening a shared link, or coming from a list): the class as anyone may see it
 * (the public read, shown at once from a list this device has already shown), with Log in to book;
 * the description, equipment and sessions are for members. Without the public read (a missing class,
 * or an API that does not offer it), the log-in prompt alone.
 */
function VisitorView({ classId }: { classId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = $api.useQuery(
    'get',
    '/class/web/public/{classId}',
    { params: { path: { classId } } },
    { initialData: () => cachedSummary(queryClient, classId), retry: false },
  );
  const summary = query.data;
  usePageTitle(
    summary?.title ?? intl.formatMessage(messages.visitorPageTitle),
    summary &&
      intl.formatMessage(messages.visitorDescription, {
        title: summary.title,
        trainer: fullName(summary.trainer),
        category: disciplineName(intl, summary.category),
        difficulty: intl.formatMessage(difficultyLabel(summary.difficulty)),
        minutes: summary.durationMinutes,
        price: formatMoney(intl, summary.price),
      }),
  );
  const login = loginHref('customer', paths.classDetail(classId));
  if (query.isPending) {
    return (
      <DetailPage>
        <PendingHeading title={intl.formatMessage(messages.loadingPageTitle)} />
        <ClassSkeleton />
      </DetailPage>
    );
  }
  if (!summary) {
    return (
      <DetailPage width="small">
        <VisitorPrompt login={login} />
      </DetailPage>
    );
  }
  return (
    <DetailPage>
      <DetailStack>
        <Summary
          item={summary}
          action={
            <LinkButton href={login}>
              {intl.formatMessage(summary.isLive ? messages.visitorBook : messages.visitorBuy)}
            </LinkButton>
          }
        />
        <VisitorPrompt />
      </DetailStack>
    </DetailPage>
  );
}

function ClassSkeleton() {
  const intl = useIntl();
  return (
    <DetailSkeleton
      label={intl.formatMessage(messages.loading)}
      hero={
        <div className={styles.hero}>
          <Skeleton height="18rem" />
          <Stack space="medium">
            <Skeleton shape="text" width="40%" />
            <Skeleton height="3rem" />
            <Skeleton lines={3} />
          </Stack>
        </div>
      }
      aside="16rem"
    >
      <Skeleton lines={5} />
    </DetailSkeleton>
  );
}

/** A signed-in member; only customers book. */
function MemberView({ classId, canBook }: { classId: string; canBook: boolean }) {
  const query = $api.useQuery('get', '/class/{classId}', { params: { path: { classId } } });
  return (
    <ItemPage query={query} words={messages} loading={<ClassSkeleton />}>
      {(detail) => <Detail detail={detail} canBook={canBook} />}
    </ItemPage>
  );
}

/** `/classes/:id`: a class in full for signed-in users; a preview and a log-in prompt for visitors. */
export default function ClassDetailPage({ params }: { params: { id: string } }) {
  const viewer = useViewer();
  return viewer ? (
    <MemberView classId={params.id} canBook={viewer.role === 'customer'} />
  ) : (
    <VisitorView classId={params.id} />
  );
}
