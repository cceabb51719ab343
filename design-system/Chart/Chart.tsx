import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type uPlotType from 'uplot';
import { Button } from '../Button/Button';
import { joinClassNames } from '../private/className';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { hidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Chart.css';
import { readTheme } from './theme';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartProps {
  /** What the chart shows; caption of the chart and of its data table. */
  title: string;
  type?: 'line' | 'bar';
  /** X-axis labels, one per value ("Mon", "Nov 2026"…). */
  labels: string[];
  series: ChartSeries[];
  height?: number;
  /** Formats values in the axis and the table (money, minutes…). */
  formatValue?: (value: number) => string;
  /** Header of the label column in the data table ("Week"). */
  labelHeader: string;
  /** Toggle button texts for the visible data table; without them the table is for screen readers only. */
  showTableLabel?: string;
  hideTableLabel?: string;
  /** Accessible name of the loading indicator. */
  loadingLabel?: string;
  /**
   * How to read the chart point by point with the keyboard ("Arrow keys move between days"). With
   * it the plot takes focus: arrows, Home and End move a tooltip from point to point, and the
   * tooltip is announced. Without it only pointer hover shows the tooltip.
   */
  keyboardHint?: string;
  className?: string;
}

type UPlot = typeof uPlotType;

const plainNumber = (n: number) => String(n);

/**
 * Line or bar chart drawn with uPlot, which is loaded (dynamic import) only when a chart mounts.
 * Responsive to its container, themed from the tokens (redrawn on colour-scheme change), and
 * backed by a real data table for assistive tech (and, with the toggle, for everyone).
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
  const [lib, setLib] = useState<UPlot | null>(null);
  const [failed, setFailed] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const [scheme, setScheme] = useState(0);
  const tableId = useId();
  const plotRef = useRef<uPlotType | null>(null);
  // The point under the pointer or the keyboard: its index and where its tooltip goes in the plot.
  const [active, setActive] = useState<{ idx: number; left: number; top: number } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([mod]) => live && setLib(() => mod.default))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // Redraw with new token colours when the scheme changes (attribute or system preference).
  useEffect(() => {
    const bump = () => setScheme((n) => n + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-scheme'] });
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener?.('change', bump);
    return () => {
      observer.disconnect();
      media?.removeEventListener?.('change', bump);
    };
  }, []);

  useEffect(() => {
    const el = holder.current;
    if (!lib || !el) return;
    const theme = readTheme(el);
    const xs = labels.map((_, i) => i);
    const axisFont = `12px ${theme.font}`;
    // Grouped bars: each series gets its own slot inside a group 70% of a category wide.
    const group = 0.7;
    const slot = group / Math.max(1, series.length);
    const barsFor = (seriesIdx: number) =>
      lib.paths.bars?.({
        radius: [0.15, 0],
        disp: {
          x0: { unit: 1, values: () => xs.map((x) => x - group / 2 + (seriesIdx - 1) * slot) },
          size: { unit: 1, values: () => xs.map(() => slot * 0.9) },
        },
      });
    const opts: uPlotType.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      hooks: {
        setCursor: [
          (u) => {
            const idx = u.cursor.idx;
            if (idx === null || idx === undefined) return setActive(null);
            const top = Math.min(
              ...series.map((s) => s.values[idx]).flatMap((v) => (v === null || v === undefined ? [] : [v])),
            );
            setActive({
              idx,
              left: u.over.offsetLeft + u.valToPos(idx, 'x'),
              top: u.over.offsetTop + (Number.isFinite(top) ? u.valToPos(top, 'y') : 0),
            });
          },
        ],
      },
      scales: {
        x: { time: false, range: type === 'bar' ? (_u, min, max) => [min - 0.5, max + 0.5] : undefined },
        // Bars always start at zero.
        y: type === 'bar' ? { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } : {},
      },
      axes: [
        {
          stroke: theme.text,
          font: axisFont,
          grid: { show: false },
          ticks: { stroke: theme.grid },
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')),
          splits: () => xs,
        },
        {
          stroke: theme.text,
          font: axisFont,
          grid: { stroke: theme.grid, width: 1 },
          ticks: { show: false },
          size: 56,
          values: (_u, splits) => splits.map((s) => formatValue(s)),
        },
      ],
      series: [
        {},
        ...series.map((s, i) => {
          const colour = theme.series[i % theme.series.length] ?? theme.brand;
          return type === 'bar'
            ? { label: s.label, stroke: colour, fill: colour, width: 0, paths: barsFor(i + 1), points: { show: false } }
            : {
                label: s.label,
                stroke: colour,
                width: 2.5,
                points: { size: 6, fill: colour },
                fill: i === 0 ? `${colour}22` : undefined,
              };
        }),
      ],
    };
    const plot = new lib(opts, [xs, ...series.map((s) => s.values)] as uPlotType.AlignedData, el);
    plotRef.current = plot;
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0) plot.setSize({ width, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
      plotRef.current = null;
      setActive(null);
    };
  }, [lib, labels, series, type, height, formatValue, scheme]);

  const table = (
    <table className={styles.table} id={tableId}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, i) => (
          <tr key={label + i}>
            <th scope="row">{label}</th>
            {series.map((s) => {
              const value = s.values[i];
              return <td key={s.label}>{value === null || value === undefined ? '–' : formatValue(value)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  /** Moves the cursor (and so the tooltip) to point `idx`, as the pointer would. */
  const point = (idx: number) => {
    const plot = plotRef.current;
    if (!plot || labels.length === 0) return;
    const i = Math.max(0, Math.min(labels.length - 1, idx));
    const values = series.map((s) => s.values[i]).flatMap((v) => (v === null || v === undefined ? [] : [v]));
    plot.setCursor({ left: plot.valToPos(i, 'x'), top: values.length ? plot.valToPos(Math.min(...values), 'y') : 0 });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = active?.idx ?? labels.length - 1;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: labels.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    point(next);
  };

  const tooltip = active && labels[active.idx] !== undefined && (
    <div className={styles.tooltip} style={{ left: active.left, top: active.top }} aria-live="polite">
      <strong>{labels[active.idx]}</strong>
      {series.map((s) => {
        const value = s.values[active.idx];
        return (
          <span key={s.label}>
            {series.length > 1 && `${s.label}: `}
            {value === null || value === undefined ? '–' : formatValue(value)}
          </span>
        );
      })}
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
        className={styles.plot}
        style={{ minHeight: height }}
        data-chart-plot=""
        {...(keyboardHint && lib
          ? {
              tabIndex: 0,
              role: 'group',
              'aria-label': `${title}. ${keyboardHint}`,
              onKeyDown,
              onFocus: () => active || point(labels.length - 1),
              onBlur: () => plotRef.current?.setCursor({ left: -10, top: -10 }),
            }
          : { 'aria-hidden': true })}
      >
        {!lib && !failed && <Skeleton height={height} />}
        <div ref={holder} aria-hidden="true" />
        {tooltip}
      </div>
      {!lib && !failed && loadingLabel && <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>}
      <div className={showTable || failed ? styles.tableWrap : hidden}>{table}</div>
    </figure>
  );
}
