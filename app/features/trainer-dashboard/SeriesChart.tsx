import { useCallback, useMemo, useState } from 'react';
import { Chart } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';
import { dayCount, type DayWindow } from './range';
import { chooseBucket, shapeSeries, type Bucket, type Combine } from './stats';
import * as styles from './TrainerDashboard.css';
import { dateFormats } from '@/app/lib/time/format';

/** Room the value axis takes, and the least room one label of the date axis needs. */
const VALUE_AXIS = 56;
const LABEL_WIDTH = 44;
/** A week is always drawn by day, however narrow the screen. */
const MIN_POINTS = 7;
export const CHART_HEIGHT = 220;

const title = { day: messages.chartByDay, week: messages.chartByWeek, month: messages.chartByMonth } as const;
const header = { day: messages.chartDay, week: messages.chartWeek, month: messages.chartMonth } as const;

/** The width of an element, kept up to date as it resizes (0 until it is measured). */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface SeriesChartProps {
  /** What the values are ("Sales"): the series' name. */
  label: string;
  points: readonly { date: string; value: number }[];
  window: DayWindow;
  combine: Combine;
  type: 'line' | 'bar';
  format: (value: number) => string;
}

/**
 * A daily series over the period as a chart with its data table: by day while the labels fit
 * across, else by week, else by month.
 */
export function SeriesChart({ label, points, window, combine, type, format }: SeriesChartProps) {
  const intl = useIntl();
  const [ref, width] = useWidth();
  const fitting = Math.floor((width - VALUE_AXIS) / LABEL_WIDTH);
  const bucket: Bucket = chooseBucket(dayCount(window), Math.max(MIN_POINTS, fitting));
  // A week drawn by day where its dates do not fit is labelled by weekday (Wed).
  const byWeekday = bucket === 'day' && dayCount(window) > fitting;
  const manyYears = window.from.year !== window.to.year;

  const { labels, series } = useMemo(() => {
    const shaped = shapeSeries(points, window, bucket, combine);
    const preset =
      bucket === 'month'
        ? manyYears
          ? dateFormats.monthShortYear
          : dateFormats.monthShort
        : byWeekday
          ? dateFormats.weekdayShortOnly
          : dateFormats.dayMonthShort;
    const options = { ...preset, timeZone: 'UTC' };
    return {
      labels: shaped.starts.map((start) => intl.formatDate(start.toDate('UTC'), options)),
      series: [{ label, values: shaped.values }],
    };
  }, [points, window, bucket, combine, manyYears, byWeekday, intl, label]);

  return (
    <div ref={ref} className={styles.chart}>
      {width > 0 && (
        <Chart
          title={intl.formatMessage(title[bucket], { label })}
          type={type}
          labels={labels}
          series={series}
          height={CHART_HEIGHT}
          formatValue={format}
          labelHeader={intl.formatMessage(header[bucket])}
          showTableLabel={intl.formatMessage(messages.showTable)}
          hideTableLabel={intl.formatMessage(messages.hideTable)}
          loadingLabel={intl.formatMessage(messages.loadingChart)}
          keyboardHint={intl.formatMessage(messages.chartKeys, { bucket })}
        />
      )}
    </div>
  );
}
