import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { Space } from '../tokens/sprinkles.css';
import type { ResponsiveValue } from '../tokens/responsive';
import { joinClassNames } from '../private/className';
import * as styles from './Columns.css';

export interface ColumnsProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  /** Gutter between columns (and between rows once collapsed). */
  space: ResponsiveValue<Space>;
  /** Stack the columns vertically below this breakpoint. */
  collapseBelow?: 'tablet' | 'desktop';
  /** Vertical alignment of the columns in the row. */
  alignY?: 'top' | 'center' | 'bottom' | 'stretch';
  /** Column elements. */
  children?: ReactNode;
}

function spaceClasses(space: ResponsiveValue<Space>): string[] {
  if (typeof space === 'string') return [styles.space.mobile[space]];
  const [mobile, tablet, desktop]: (Space | undefined)[] = Array.isArray(space)
    ? (space as (Space | undefined)[])
    : [
        (space as { mobile?: Space }).mobile,
        (space as { tablet?: Space }).tablet,
        (space as { desktop?: Space }).desktop,
      ];
  return [
    mobile && styles.space.mobile[mobile],
    tablet && styles.space.tablet[tablet],
    desktop && styles.space.desktop[desktop],
  ].filter((c): c is string => Boolean(c));
}

/** A row of Column children with a gutter; collapses to a stack on small screens. */
export function Columns({ space, collapseBelow, alignY = 'stretch', className, ...props }: ColumnsProps) {
  return (
    <Box
      {...props}
      className={joinClassNames(
        styles.columns,
        ...spaceClasses(space),
        collapseBelow && styles.collapseBelow[collapseBelow],
        styles.alignY[alignY],
        className,
      )}
    />
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /** Fraction of the row, `content` to shrink to fit, or fluid (default: share the rest). */
  width?: keyof typeof styles.width;
  /** The column's content. */
  children?: ReactNode;
}

/** One column of `Columns`: a fraction of the row, its content's width, or a share of the rest. */
export function Column({ width = 'fluid', className, ...props }: ColumnProps) {
  return <Box {...props} className={joinClassNames(styles.column, styles.width[width], className)} />;
}
