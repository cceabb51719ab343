import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../tokens/sprinkles.css';
import { joinClassNames } from '../private/className';
import * as styles from './Stack.css';

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  /** Space between children (responsive). */
  space: Sprinkles['gap'];
  /** Horizontal alignment of the children. */
  align?: 'left' | 'center' | 'right';
  /** The items, one under the other. */
  children?: ReactNode;
}

/** Children one under another with even space between them: no margins in screens. */
export function Stack({ space, align = 'left', className, ...props }: StackProps) {
  return <Box {...props} gap={space} className={joinClassNames(styles.stack, styles.align[align], className)} />;
}
