import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { paths } from '@/app/routing/paths';

export const TABS = ['upcoming', 'previous', 'one-to-one', 'subscriptions'] as const;
export type DashboardTab = (typeof TABS)[number];

/** Another tab's URL: it starts on its first page. */
export const dashboardTabHref = (next: DashboardTab) => paths.dashboard({ tab: next });

/**
 * The dashboard's tab (`?tab=upcoming|previous|one-to-one|subscriptions`, upcoming by default) and
 * the subscription classes' 1-based `page` live in the URL, so back/forward and reloads keep them.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'upcoming';
  const parsed = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed : 1;

  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const updated = new URLSearchParams(prev);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return { tab, page, setPage };
}
