import { useMemo, type CSSProperties } from 'react';
import {
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  ListLayout,
  Virtualizer,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { composeClassName } from '../private/className';
import * as styles from './GridList.css';

export interface GridListProps<T extends object> extends Omit<RACGridListProps<T>, 'layout'> {
  /** Fixed row height in px: only the rows in view are rendered, so 1,000+ items stay fast. */
  rowHeight?: number;
  /** Height of the scrolling list (CSS length). */
  height?: CSSProperties['height'];
  /** Shown when there are no items. */
  emptyLabel?: string;
}

/**
 * A virtualised, keyboard-navigable list (arrow keys, Home/End, Page Up/Down, type-ahead);
 * rows can hold buttons and links. Needs `aria-label`.
 *
 * Use instead: a Table when rows have columns to compare; a list of Cards when items are only links.
 *
 * Accessibility: a grid of rows; arrows move between rows, Tab into a row's actions, Space selects when selection is on. The empty label is announced when there are no rows.
 */
export function GridList<T extends object>({
  rowHeight = 64,
  height = 480,
  emptyLabel,
  className,
  style,
  ...props
}: GridListProps<T>) {
  const layoutOptions = useMemo(() => ({ rowHeight }), [rowHeight]);
  return (
    <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
      <RACGridList
        {...props}
        style={{ height, ...(typeof style === 'object' ? style : {}) }}
        className={composeClassName(className, styles.list)}
        renderEmptyState={emptyLabel ? () => <div className={styles.empty}>{emptyLabel}</div> : props.renderEmptyState}
      />
    </Virtualizer>
  );
}

export type GridListItemProps<T extends object> = RACGridListItemProps<T>;

export function GridListItem<T extends object>({ children, className, ...props }: GridListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACGridListItem {...props} textValue={textValue} className={composeClassName(className, styles.item)}>
      {(renderProps) => (
        <>
          {renderProps.selectionMode === 'multiple' && renderProps.selectionBehavior === 'toggle' && (
            <Checkbox slot="selection" />
          )}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACGridListItem>
  );
}
