import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type uPlotType from 'uplot';
import type { UPlot } from './loading';
import { readTheme, type ChartTheme } from './theme';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

/** What a chart draws: the same whatever draws it. */
export interface ChartData {
  type: 'line' | 'bar';
  /** X-axis labels, one per value. */
  labels: string[];
  series: ChartSeries[];
  height: number;
  formatValue: (value: number) => string;
}

/** The point under the pointer or the keyboard: its index and where its tooltip goes in the plot. */
export interface ActivePoint {
  idx: number;
  left: number;
  top: number;
}

/** The values at point `idx` that are there (a missing value is none). */
export const valuesAt = (series: ChartSeries[], idx: number) =>
  series.map((s) => s.values[idx]).flatMap((v) => (v === null || v === undefined ? [] : [v]));

/** A value as the axis, the tooltip and the table show it; a missing one is a dash. */
export const formatPoint = (value: number | null | undefined, formatValue: (value: number) => string) =>
  value === null || value === undefined ? '–' : formatValue(value);

/** How many points apart the x-axis labels may be: 1, 2, 5, 10, 20, 50… */
const labelSteps = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1000, 10_000].map((scale) => step * scale))
  .sort((a, b) => a - b);

/** uPlot's options for the chart, in the theme's colours, reporting the point under the cursor. */
function plotOptions(
  lib: UPlot,
  { type, labels, series, height, formatValue }: ChartData,
  theme: ChartTheme,
  width: number,
  onActive: (point: ActivePoint | null) => void,
): uPlotType.Options {
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
  return {
    width: Math.max(200, width),
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    hooks: {
      setCursor: [
        (u) => {
          const idx = u.cursor.idx;
          if (idx === null || idx === undefined) return onActive(null);
          const top = Math.min(...valuesAt(series, idx));
          onActive({
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
        // A label per point while they fit, else every 2nd, 5th, 10th…: thousands of ticks would
        // cost more than the line.
        incrs: labelSteps,
        space: 40,
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
}

/**
 * Draws the chart into `holder` once uPlot has loaded, as wide as its container (redrawn when that
 * changes, when the data does and when the colour scheme does: `scheme`). Returns the plot and the
 * point under the cursor.
 */
export function usePlot(holder: RefObject<HTMLDivElement | null>, lib: UPlot | null, data: ChartData, scheme: number) {
  const plotRef = useRef<uPlotType | null>(null);
  const [active, setActive] = useState<ActivePoint | null>(null);
  const { type, labels, series, height, formatValue } = data;
  // Before the browser paints, so the plot is in the same frame as the chart around it.
  useLayoutEffect(() => {
    const el = holder.current;
    if (!lib || !el) return;
    const options = plotOptions(
      lib,
      { type, labels, series, height, formatValue },
      readTheme(el),
      el.clientWidth,
      setActive,
    );
    const plot = new lib(
      options,
      [labels.map((_, i) => i), ...series.map((s) => s.values)] as uPlotType.AlignedData,
      el,
    );
    plotRef.current = plot;
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      // It also reports the width the plot was drawn at when it starts observing: no second draw for that.
      if (width > 0 && width !== plot.width) plot.setSize({ width, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
      plotRef.current = null;
      setActive(null);
    };
  }, [holder, lib, labels, series, type, height, formatValue, scheme]);
  return { plotRef, active };
}
