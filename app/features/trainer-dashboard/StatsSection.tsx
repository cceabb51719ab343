import { useCallback, useMemo } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { getLocalTimeZone, parseDate, today } from '@/design-system';
import { $api } from '@/sdk';
import { Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney } from '@/app/lib/format/format';
import { DashboardSection } from './DashboardSection';
import { Figure } from './Figure';
import { messages } from './messages';
import { dayCount, dayWindow, previousWindow, windowQuery, type DayWindow } from './range';
import { RangePicker } from './RangePicker';
import { CHART_HEIGHT, SeriesChart } from './SeriesChart';
import { isEmptySeries, shapeSeries, type Combine } from './stats';
import * as styles from './TrainerDashboard.css';
import { useStatsRange } from './useStatsRange';
import { dateFormats } from '@/app/lib/time/format';

type Query = { startDate: string; endDate: string };

interface Windows {
  current: Query;
  previous: Query;
  window: DayWindow;
  days: number;
}

/** Money in the statistics is in pence, in pounds. */
const CURRENCY = 'GBP';

interface SeriesSpec {
  path:
    | '/trainer/stats/sales'
    | '/trainer/stats/subscription-sales'
    | '/trainer/stats/subscribers'
    | '/trainer/stats/pack-sales'
    | '/trainer/stats/credits-outstanding';
  title: MessageDescriptor;
  error: MessageDescriptor;
  empty: MessageDescriptor;
  money: boolean;
  combine: Combine;
  type: 'line' | 'bar';
}

// The designed calls among them: 'GET /trainer/stats/pack-sales' and 'GET /trainer/stats/credits-outstanding'.
const series: SeriesSpec[] = [
  {
    path: '/trainer/stats/sales',
    title: messages.sales,
    error: messages.salesError,
    empty: messages.salesEmpty,
    money: true,
    combine: 'sum',
    type: 'bar',
  },
  {
    path: '/trainer/stats/subscription-sales',
    title: messages.subscriptionSales,
    error: messages.subscriptionSalesError,
    empty: messages.subscriptionSalesEmpty,
    money: true,
    combine: 'sum',
    type: 'bar',
  },
  {
    path: '/trainer/stats/subscribers',
    title: messages.subscribers,
    error: messages.subscribersError,
    empty: messages.subscribersEmpty,
    money: false,
    combine: 'last',
    type: 'line',
  },
  {
    path: '/trainer/stats/pack-sales',
    title: messages.packSales,
    error: messages.packSalesError,
    empty: messages.packSalesEmpty,
    money: true,
    combine: 'sum',
    type: 'bar',
  },
  {
    path: '/trainer/stats/credits-outstanding',
    title: messages.creditsOutstanding,
    error: messages.creditsOutstandingError,
    empty: messages.creditsOutstandingEmpty,
    money: false,
    combine: 'last',
    type: 'line',
  },
];

interface CountSpec {
  path: '/class/v1/booked-class/count' | '/class/v1/OneToOne-session/count' | '/class/v1/followers/count';
  title: MessageDescriptor;
  error: MessageDescriptor;
}

const counts: CountSpec[] = [
  { path: '/class/v1/booked-class/count', title: messages.bookedClasses, error: messages.bookedClassesError },
  { path: '/class/v1/OneToOne-session/count', title: messages.oneToOnes, error: messages.oneToOnesError },
  { path: '/class/v1/followers/count', title: messages.followers, error: messages.followersError },
];

function useFormats() {
  const intl = useIntl();
  const money = useCallback(
    (value: number) => formatMoney(intl, { amount: Math.round(value), currency: CURRENCY }),
    [intl],
  );
  const count = useCallback((value: number) => intl.formatNumber(value), [intl]);
  return { money, count };
}

/** A daily series: its total, the change, and its chart (or that nothing happened). */
function SeriesFigure({ spec, windows }: { spec: SeriesSpec; windows: Windows }) {
  const intl = useIntl();
  const formats = useFormats();
  const format = spec.money ? formats.money : formats.count;
  const query = $api.useQuery('get', spec.path, { params: { query: windows.current } });
  // The previous period's figure is asked for once this one has come: the first view waits for neither.
  const previous = $api.useQuery(
    'get',
    spec.path,
    { params: { query: windows.previous } },
    { select: (d) => d.total, enabled: query.isSuccess },
  );
  const title = intl.formatMessage(spec.title);
  return (
    <Figure
      title={title}
      errorTitle={intl.formatMessage(spec.error)}
      query={query}
      total={(data) => data.total}
      previous={previous}
      format={format}
      days={windows.days}
      chartHeight={CHART_HEIGHT}
    >
      {(data) =>
        isEmptySeries(shapeSeries(data.points, windows.window, 'day', spec.combine).values) ? (
          <div className={styles.emptyChart}>
            <Text tone="muted">{intl.formatMessage(spec.empty)}</Text>
          </div>
        ) : (
          <SeriesChart
            label={title}
            points={data.points}
            window={windows.window}
            combine={spec.combine}
            type={spec.type}
            format={format}
          />
        )
      }
    </Figure>
  );
}

/** A count over the period, and the change. */
function CountFigure({ spec, windows }: { spec: CountSpec; windows: Windows }) {
  const intl = useIntl();
  const { count } = useFormats();
  const query = $api.useQuery('get', spec.path, { params: { query: windows.current } });
  const previous = $api.useQuery(
    'get',
    spec.path,
    { params: { query: windows.previous } },
    { select: (d) => d.count, enabled: query.isSuccess },
  );
  return (
    <Figure
      title={intl.formatMessage(spec.title)}
      errorTitle={intl.formatMessage(spec.error)}
      query={query}
      total={(data) => data.count}
      previous={previous}
      format={count}
      days={windows.days}
    />
  );
}

const ATTENDANCE = '/trainer/stats/attendance';

interface RateSpec {
  rate: 'attendanceRate' | 'noShowRate';
  title: MessageDescriptor;
  error: MessageDescriptor;
  detail: MessageDescriptor;
  /** A fall is good news. */
  lowerIsBetter?: boolean;
}

const rates: RateSpec[] = [
  {
    rate: 'attendanceRate',
    title: messages.attendance,
    error: messages.attendanceError,
    detail: messages.attendanceDetail,
  },
  {
    rate: 'noShowRate',
    title: messages.noShows,
    error: messages.noShowsError,
    detail: messages.noShowsDetail,
    lowerIsBetter: true,
  },
];

/**
 * A rate over the period's ended sessions (the attendance or no-show rate; both figures share one
 * answer a period), against the previous period in percentage points; a period without bookings says so.
 */
function RateFigure({ spec, windows }: { spec: RateSpec; windows: Windows }) {
  const intl = useIntl();
  const query = $api.useQuery('get', ATTENDANCE, { params: { query: windows.current } });
  const previous = $api.useQuery(
    'get',
    ATTENDANCE,
    { params: { query: windows.previous } },
    { select: (d) => d[spec.rate], enabled: query.isSuccess },
  );
  const percent = useCallback(
    (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 }),
    [intl],
  );
  return (
    <Figure
      title={intl.formatMessage(spec.title)}
      errorTitle={intl.formatMessage(spec.error)}
      query={query}
      total={(data) => data[spec.rate] ?? 0}
      previous={previous}
      format={percent}
      days={windows.days}
      rate
      lowerIsBetter={spec.lowerIsBetter}
      empty={{
        isEmpty: (data) => data[spec.rate] === null,
        title: intl.formatMessage(messages.attendanceEmptyTitle),
        description: intl.formatMessage(messages.attendanceEmptyBody),
      }}
    >
      {(data) => (
        <Text size="small" tone="muted">
          {intl.formatMessage(spec.detail, data)}
        </Text>
      )}
    </Figure>
  );
}

/** The period `from/to` and the one before it, as days and as the API's queries. */
function windowsOf(span: string, timeZone: string): Windows {
  const [from = '', to = ''] = span.split('/');
  const window = { from: parseDate(from), to: parseDate(to) };
  return {
    current: windowQuery(window, timeZone),
    previous: windowQuery(previousWindow(window), timeZone),
    window,
    days: dayCount(window),
  };
}

/**
 * The trainer's statistics over a period from the URL: three counts, the attendance and no-show
 * rates, and five daily series (sales, subscription sales, subscribers, pack sales and the pack
 * credits customers hold), each against the previous period of the same length (asked for once the period's own figure has come),
 * each loading and failing on its own.
 */
export function StatsSection() {
  const intl = useIntl();
  const { range, setRange } = useStatsRange();
  const timeZone = getLocalTimeZone();
  const { from, to } = dayWindow(range, today(timeZone));
  // Built once per period (by its days), so the charts keep their data while the page re-renders.
  const span = `${from.toString()}/${to.toString()}`;
  const windows = useMemo(() => windowsOf(span, timeZone), [span, timeZone]);
  const dates = (w: DayWindow) =>
    intl.formatDateTimeRange(w.from.toDate('UTC'), w.to.toDate('UTC'), { ...dateFormats.dayShort, timeZone: 'UTC' });

  return (
    <DashboardSection
      title={intl.formatMessage(messages.statsTitle)}
      aside={<RangePicker range={range} window={windows.window} onChange={setRange} />}
    >
      <Text as="p" tone="muted">
        {intl.formatMessage(messages.statsPeriod, {
          period: dates(windows.window),
          previous: dates(previousWindow(windows.window)),
        })}
      </Text>
      <div className={styles.counts}>
        {counts.map((spec) => (
          <CountFigure key={spec.path} spec={spec} windows={windows} />
        ))}
        {rates.map((spec) => (
          <RateFigure key={spec.rate} spec={spec} windows={windows} />
        ))}
      </div>
      <div className={styles.charts}>
        {series.map((spec) => (
          <SeriesFigure key={spec.path} spec={spec} windows={windows} />
        ))}
      </div>
    </DashboardSection>
  );
}
