import { startTransition, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { joinClassNames } from '../private/className';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { hidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Chart.css';
import { ChartTable } from './ChartTable';
import { formatPoint, usePlot, type ChartSeries } from './drawing';
import { useChartKeyboard } from './keyboard';
import { useNearViewport, useUPlot } from './loading';
import { useColorSchemeChanges } from './theme';

export type { ChartSeries } from './drawing';

export interface ChartProps {
  /** What the chart shows; caption of the chart and of its data table. */
  title: string;
  /** `line` for a trend over time, `bar` for amounts per period. */
  type?: 'line' | 'bar';
  /** X-axis labels, one per value ("Mon", "Nov 2026"…). */
  labels: string[];
  /** One or more named lists of values, one value per label. */
  series: ChartSeries[];
  /** Height of the plot in pixels (the width follows the container). */
  height?: number;
  /** Formats values in the axis and the table (money, minutes…). */
  formatValue?: (value: number) => string;
  /** Header of the label column in the data table ("Week"). */
  labelHeader: string;
  /**
   * Text of the toggle that shows the data table. With `hideTableLabel` the table can be shown to
   * everyone; without them it is for screen readers only.
   */
  showTableLabel?: string;
  /** Text of the toggle while the data table is shown. */
  hideTableLabel?: string;
  /** Accessible name of the loading indicator. */
  loadingLabel?: string;
  /**
   * How to read the chart point by point with the keyboard ("Arrow keys move between days"). With
   * it the plot takes focus: arrows, Home and End move a tooltip from point to point, and the
   * tooltip is announced. Without it only pointer hover shows the tooltip.
   */
  keyboardHint?: string;
  /** Extra class for placement. */
  className?: string;
}

const plainNumber = (n: number) => String(n);
const NO_LABELS: string[] = [];

/**
 * Whether the data table may render: a frame after `after` is there (the drawn plot, or uPlot for a
 * chart far from the screen), or when the plot cannot be drawn. The table then renders in a
 * transition, so thousands of rows never delay the plot.
 */
function useTableAfterPlot(after: unknown, failed: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!after) return;
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [after]);
  return ready || failed;
}

/**
 * Line or bar chart drawn with uPlot, which is loaded (dynamic import) only when a chart mounts.
 * Responsive to its container, themed from the tokens (redrawn on colour-scheme change), and
 * backed by a real data table for assistive tech (and, with the toggle, for everyone). Its parts:
 * loading (`loading.ts`), theme (`theme.ts`), drawing (`drawing.ts`), keyboard (`keyboard.ts`) and
 * table (`ChartTable.tsx`).
 *
 * Use instead: a Table when the exact numbers matter more than the shape; a Meter or ProgressBar for one value.
 *
 * Accessibility: the figure is named by `title`; a data table with the same numbers is always there for screen readers and shown to everyone with the toggle. With `keyboardHint` the plot takes focus: arrows, Home and End move from point to point and each point is announced.
 */
export function Chart({
  title,
  type = 'line',
  labels,
  series,
  height = 260,
  formatValue = plainNumber,
  labelHeader,
  showTableLabel,
  hideTableLabel,
  loadingLabel,
  keyboardHint,
  className,
}: ChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const plotBox = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const { lib, failed } = useUPlot();
  const scheme = useColorSchemeChanges();
  // Drawn once loaded and near the screen; its place is kept meanwhile.
  const near = useNearViewport(plotBox);
  const drawn = near ? lib : null;
  const { plotRef, active } = usePlot(holder, drawn, { type, labels, series, height, formatValue }, scheme);
  const keyboard = useChartKeyboard(plotRef, labels, series, active);
  // The table is for everyone who does not see the plot: a chart far from the screen has it at once.
  const tableReady = useTableAfterPlot(near === false ? lib : drawn, failed);
  const tableLabels = useDeferredValue(tableReady ? labels : NO_LABELS, NO_LABELS);

  const tooltip = active && labels[active.idx] !== undefined && (
    <div className={styles.tooltip} style={{ left: active.left, top: active.top }} aria-live="polite">
      <strong>{labels[active.idx]}</strong>
      {series.map((s) => (
        <span key={s.label}>
          {series.length > 1 && `${s.label}: `}
          {formatPoint(s.values[active.idx], formatValue)}
        </span>
      ))}
    </div>
  );

  const canToggle = Boolean(showTableLabel && hideTableLabel);
  return (
    <figure className={joinClassNames(styles.figure, className)}>
      <div className={styles.header}>
        <figcaption className={styles.caption}>{title}</figcaption>
        {canToggle && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onPress={() => setShowTable((v) => !v)}
          >
            {showTable ? hideTableLabel : showTableLabel}
          </Button>
        )}
      </div>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label}>
              <span className={joinClassNames(styles.swatch, styles.seriesSwatch[i % styles.seriesSwatch.length])} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div
        ref={plotBox}
        className={styles.plot}
        style={{ minHeight: height }}
        data-chart-plot=""
        {...(keyboardHint && drawn
          ? { tabIndex: 0, role: 'group', 'aria-label': `${title}. ${keyboardHint}`, ...keyboard }
          : { 'aria-hidden': true })}
      >
        {!drawn && !failed && <Skeleton height={height} />}
        <div ref={holder} aria-hidden="true" />
        {tooltip}
      </div>
      {!lib && !failed && loadingLabel && <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>}
      <div className={showTable || failed ? styles.tableWrap : hidden}>
        <ChartTable
          id={tableId}
          title={title}
          labelHeader={labelHeader}
          labels={tableLabels}
          series={series}
          formatValue={formatValue}
        />
      </div>
    </figure>
  );
}
