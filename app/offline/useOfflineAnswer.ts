import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureKind } from '@/sdk';
import { useViewer, type Viewer } from '../session/hooks';
import { useOnline } from './useOnline';
import { keepAnswer, keptAnswer, type AnswerName, type Owner } from './answers';

const ownerOf = (viewer: Viewer | null): Owner | null => (viewer?.id ? { role: viewer.role, id: viewer.id } : null);

/** No answer can come: the browser is offline (the query waits for the network) or the request got none. */
const unanswered = (query: UseQueryResult<unknown>) =>
  (query.isPending && query.fetchStatus === 'paused') || (query.isError && failureKind(query.error) === 'offline');

/**
 * A screen read offline: each answer that comes is kept for the signed-in person (answers.ts); when
 * none can come, the last kept one is shown in its place, with the time it arrived. A null `name`
 * keeps nothing (a tab of the same list that is not read offline).
 */
export function useOfflineAnswer<T>(name: AnswerName | null, query: UseQueryResult<T>): UseQueryResult<T> {
  const owner = ownerOf(useViewer());
  const { isSuccess, data, dataUpdatedAt } = query;
  const role = owner?.role;
  const id = owner?.id;
  useEffect(() => {
    if (name && isSuccess && role && id) keepAnswer({ role, id }, name, { at: dataUpdatedAt, data });
  }, [isSuccess, data, dataUpdatedAt, role, id, name]);

  const kept = name && owner && unanswered(query) ? keptAnswer(owner, name) : undefined;
  if (!kept) return query;
  return {
    ...query,
    data: kept.data as T,
    error: null,
    status: 'success',
    isPending: false,
    isError: false,
    isSuccess: true,
    isLoading: false,
    isFetching: false,
  } as UseQueryResult<T>;
}

/**
 * While the browser is offline, when the oldest of `names`' kept answers arrived (what the page's
 * OfflineNotice says); null online or when nothing is kept for the signed-in person.
 */
export function useOfflineSince(names: AnswerName[]): number | null {
  const owner = ownerOf(useViewer());
  const online = useOnline();
  if (online || !owner) return null;
  const times = names.flatMap((name) => keptAnswer(owner, name)?.at ?? []);
  return times.length ? Math.min(...times) : null;
}
