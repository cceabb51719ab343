import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type CellProps,
  type ColumnProps as RACColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { ArrowDownIcon, ArrowUpIcon } from '../private/icons';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './Table.css';

export type TableProps = RACTableProps;
/**
 * A data table. Sorting is controlled: pass `sortDescriptor` and `onSortChange`, sort the rows
 * yourself (or on the server). Needs `aria-label` or `aria-labelledby`. Its parts: a TableHeader of
 * TableColumns (`numeric` right-aligns a column of figures), a TableBody (`emptyLabel` shows when there
 * are no rows) of TableRows, each a row of TableCells (`numeric`, to match its column).
 *
 * Use instead: a GridList for rows without columns to compare; a list of Cards on phones when each row is an item to open.
 *
 * Accessibility: a grid; arrows move between cells, column headers are announced with each cell, sortable columns announce their order. Wide tables scroll inside their frame.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.wrapper}>
      <RACTable {...props} className={composeClassName(className, styles.table)} />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={composeClassName(className, styles.header)} />;
}

export interface TableColumnProps extends Omit<RACColumnProps, 'children'> {
  /** The column header text. */
  children: ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}
export function TableColumn({ children, numeric, className, ...props }: TableColumnProps) {
  return (
    <RACColumn {...props} className={composeClassName(className, styles.column, numeric && styles.numeric)}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {children}
          {allowsSorting && (
            <span aria-hidden="true" className={joinClassNames(styles.sortIcon, !sortDirection && styles.sortIconIdle)}>
              {sortDirection === 'descending' ? <ArrowDownIcon size={14} /> : <ArrowUpIcon size={14} />}
            </span>
          )}
        </span>
      )}
    </RACColumn>
  );
}

export interface TableBodyComponentProps<T extends object> extends TableBodyProps<T> {
  /** Shown in one full-width cell when there are no rows. */
  emptyLabel?: string;
}
export function TableBody<T extends object>({ className, emptyLabel, ...props }: TableBodyComponentProps<T>) {
  return (
    <RACTableBody
      {...props}
      className={typeof className === 'string' ? className : undefined}
      renderEmptyState={emptyLabel ? () => <div className={styles.empty}>{emptyLabel}</div> : props.renderEmptyState}
    />
  );
}

export function TableRow<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={composeClassName(className, styles.row)} />;
}

export interface TableCellProps extends CellProps {
  /** Right-align, with figures of equal width; match the column. */
  numeric?: boolean;
}
export function TableCell({ className, numeric, ...props }: TableCellProps) {
  return <RACCell {...props} className={composeClassName(className, styles.cell, numeric && styles.numeric)} />;
}
