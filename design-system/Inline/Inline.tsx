import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../tokens/sprinkles.css';

const alignMap = { left: 'flex-start', center: 'center', right: 'flex-end', between: 'space-between' } as const;
const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'flexWrap'> {
  /** Space between items, horizontally and between wrapped lines (responsive). */
  space: Sprinkles['gap'];
  /** Horizontal alignment of the items. */
  align?: keyof typeof alignMap;
  /** Vertical alignment of items of different heights. */
  alignY?: keyof typeof alignYMap;
  /** Keep everything on one line. */
  noWrap?: boolean;
  /** The items; they wrap onto new lines when the row is full. */
  children?: ReactNode;
}

/** Items side by side, wrapping onto new lines when there is no room. */
export function Inline({ space, align = 'left', alignY = 'center', noWrap, ...props }: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={alignMap[align]}
      alignItems={alignYMap[alignY]}
    />
  );
}
