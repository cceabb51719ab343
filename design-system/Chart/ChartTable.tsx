import { memo, startTransition, useEffect, useState } from 'react';
import { formatPoint, type ChartSeries } from './drawing';
import * as styles from './Chart.css';

interface ChartTableProps {
  id: string;
  title: string;
  labelHeader: string;
  labels: string[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
}

/** Rows added to the table at a time: a long series fills it over several frames, none of them long. */
const ROWS_PER_STEP = 500;

type RowsProps = Pick<ChartTableProps, 'labels' | 'series' | 'formatValue'> & { from: number };

/** A row per label from `from`, `ROWS_PER_STEP` of them; rendered once while the data stays the same. */
const Rows = memo(function Rows({ labels, series, formatValue, from }: RowsProps) {
  return (
    <tbody>
      {labels.slice(from, from + ROWS_PER_STEP).map((label, i) => (
        <tr key={label + (from + i)}>
          <th scope="row">{label}</th>
          {series.map((s) => (
            <td key={s.label}>{formatPoint(s.values[from + i], formatValue)}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
});

/** How many steps of rows to render: one more each frame until all the labels are there. */
function useSteps(labels: string[]) {
  const total = Math.ceil(labels.length / ROWS_PER_STEP);
  const [steps, setSteps] = useState({ labels, count: 1 });
  const count = steps.labels === labels ? steps.count : 1;
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setSteps({ labels, count: count + 1 })));
    return () => cancelAnimationFrame(frame);
  }, [labels, count, total]);
  return Math.min(count, total);
}

/** The chart's data as a real table: a row per label, a column per series. */
export const ChartTable = memo(function ChartTable({
  id,
  title,
  labelHeader,
  labels,
  series,
  formatValue,
}: ChartTableProps) {
  const steps = useSteps(labels);
  return (
    <table className={styles.table} id={id}>
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
      {Array.from({ length: steps }, (_, step) => (
        <Rows key={step} labels={labels} series={series} formatValue={formatValue} from={step * ROWS_PER_STEP} />
      ))}
    </table>
  );
});
