import { Skeleton, Stack, type StackProps } from '@/design-system';

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
