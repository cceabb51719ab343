import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';

export interface ContainerProps extends Omit<BoxProps, 'maxWidth' | 'width'> {
  /** Maximum content width (default `large`). */
  width?: 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge';
  /** The page content, centred with the gutter on both sides. */
  children?: ReactNode;
}

/** Centres content at a readable width with responsive side gutters. */
export function Container({ width = 'large', ...props }: ContainerProps) {
  return <Box paddingX={['gutter', 'large', 'xlarge']} {...props} maxWidth={width} marginX="auto" width="full" />;
}
