import type { ReactNode } from 'react';
import { Card, Skeleton, Stack, type StackProps } from '@/design-system';

/**
 * A loading state of blocks the height of what replaces them (no layout shift when the data
 * arrives), announced as `label`.
 */
export function SkeletonStack({
  label,
  heights,
  space = 'medium',
}: {
  label: string;
  heights: readonly string[];
  space?: StackProps['space'];
}) {
  return (
    <Stack space={space} role="status" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}

/** A loading state on a card, announced as `label`: the skeletons of what the card will show, stacked. */
export function SkeletonCard({
  label,
  space,
  children,
}: {
  label: string;
  space: StackProps['space'];
  children: ReactNode;
}) {
  return (
    <Card role="status" aria-label={label}>
      <Stack space={space}>{children}</Stack>
    </Card>
  );
}
