import { memo } from 'react';
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

/** The chart's data as a real table: a row per label, a column per series. */
export const ChartTable = memo(function ChartTable({
  id,
  title,
  labelHeader,
  labels,
  series,
  formatValue,
}: ChartTableProps) {
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
      <tbody>
        {labels.map((label, i) => (
          <tr key={label + i}>
            <th scope="row">{label}</th>
            {series.map((s) => (
              <td key={s.label}>{formatPoint(s.values[i], formatValue)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
