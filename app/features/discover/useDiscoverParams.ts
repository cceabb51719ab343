import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { Difficulty, Gender } from '@/sdk';
import { paths } from '@/app/routing/paths';

export const TABS = ['trainers', 'live', 'recorded'] as const;
export type DiscoverTab = (typeof TABS)[number];

export const GENDERS: readonly Gender[] = ['FEMALE', 'MALE', 'NON_BINARY'];
export const DIFFICULTIES: readonly Difficulty[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];
export const SORTS = ['rating', 'price', 'followers', 'name'] as const;
export type TrainerSort = (typeof SORTS)[number];

/** The contract's limit on free-text search. */
export const SEARCH_MAX = 100;

/** The query parameters each tab filters by (page and tab are not filters). */
const FILTERS: Record<DiscoverTab, readonly string[]> = {
  trainers: ['search', 'skill', 'gender', 'sortBy'],
  live: ['search', 'category', 'difficulty'],
  recorded: ['search', 'category', 'difficulty'],
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** `?tab=trainers|live|recorded`; the home page's `?live=true` still opens the live tab. */
export function readTab(params: URLSearchParams): DiscoverTab {
  const tab = oneOf(TABS, params.get('tab'));
  if (tab) return tab;
  if (params.get('live') === 'true') return 'live';
  if (params.get('live') === 'false') return 'recorded';
  return 'trainers';
}

/**
 * The discover screen's state lives in the URL, so back/forward and shared links work:
 * tab, filters and a 1-based `page` (the API's pages are 0-based).
 */
export function useDiscoverParams() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);

  const state = useMemo(() => {
    const text = (name: string) => params.get(name)?.trim().slice(0, SEARCH_MAX) || undefined;
    const page = Number.parseInt(params.get('page') ?? '', 10);
    return {
      search: text('search'),
      skill: text('skill'),
      gender: oneOf(GENDERS, params.get('gender')),
      sortBy: oneOf(SORTS, params.get('sortBy')),
      category: text('category'),
      difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
      /** 1-based. */
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);

  const activeFilters = FILTERS[tab].filter((name) => name !== 'sortBy' && params.get(name));

  /** Writes the next URL from the current one; `live` gives way to an explicit `tab`. */
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: { replace?: boolean }) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', readTab(prev));
        next.delete('live');
        change(next);
        return next;
      }, options);
    },
    [setParams],
  );

  /** Sets (or, with undefined, removes) one filter and goes back to the first page. */
  const setFilter = useCallback(
    (name: string, value: string | undefined, options?: { replace?: boolean }) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }, options),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    [update],
  );

  /** Another tab's URL: it keeps the search text; other filters belong to their tab. */
  const tabHref = useCallback(
    (nextTab: DiscoverTab) => {
      const next = new URLSearchParams({ tab: nextTab });
      const search = params.get('search');
      if (search) next.set('search', search);
      return paths.discover(Object.fromEntries(next));
    },
    [params],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of FILTERS[readTab(next)]) next.delete(name);
        next.delete('page');
      }),
    [update],
  );

  return { tab, ...state, hasFilters: activeFilters.length > 0, setFilter, setPage, tabHref, clearFilters };
}
