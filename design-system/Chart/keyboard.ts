import type { KeyboardEvent, RefObject } from 'react';
import type uPlotType from 'uplot';
import { valuesAt, type ActivePoint, type ChartSeries } from './drawing';

/**
 * Reading the chart point by point with the keyboard: arrows, Home and End move the cursor (and so
 * the tooltip) from point to point, as the pointer would; focus starts on the last point and
 * leaving the plot hides the tooltip.
 */
export function useChartKeyboard(
  plotRef: RefObject<uPlotType | null>,
  labels: string[],
  series: ChartSeries[],
  active: ActivePoint | null,
) {
  /** Moves the cursor to point `idx`. */
  const point = (idx: number) => {
    const plot = plotRef.current;
    if (!plot || labels.length === 0) return;
    const i = Math.max(0, Math.min(labels.length - 1, idx));
    const values = valuesAt(series, i);
    plot.setCursor({ left: plot.valToPos(i, 'x'), top: values.length ? plot.valToPos(Math.min(...values), 'y') : 0 });
  };
  return {
    onKeyDown: (event: KeyboardEvent) => {
      const current = active?.idx ?? labels.length - 1;
      const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: labels.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      point(next);
    },
    onFocus: () => active || point(labels.length - 1),
    onBlur: () => plotRef.current?.setCursor({ left: -10, top: -10 }),
  };
}
