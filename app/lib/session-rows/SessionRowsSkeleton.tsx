import { Card, Skeleton, Stack } from '@/design-system';
import * as row from './sessionRow.css';

/** Rows of skeletons shaped like session rows (the date tile, three lines, an action), announced by `label`. */
export function SessionRowsSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Card padding="small" role="status" aria-label={label}>
      <ul className={row.list}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={row.row}>
            <Skeleton className={row.tile} height="3.5rem" />
            <Stack space="small" className={row.main}>
              <Skeleton shape="text" width="45%" />
              <Skeleton lines={2} shape="text" width="65%" />
            </Stack>
            <div className={row.actions}>
              <Skeleton width="6.5rem" height="2.25rem" />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
