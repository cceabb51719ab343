import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureKind } from '../../sdk';
import { useViewer } from '../session/hooks';
import { keepAnswer, keptAnswer, type AnswerName, type Owner } from './answers';

/** The query as a screen shows it, and when its answer arrived if it is the copy kept for offline reading. */
export interface OfflineAnswer<T> {
  query: UseQueryResult<T>;
  /** Epoch milliseconds of the kept answer shown because no answer comes now; null when live. */
  asOf: number | null;
}

/** No answer can come: the browser is offline (the query waits for the network) or the request got none. */
const unanswered = (query: UseQueryResult<unknown>) =>
  (query.isPending && query.fetchStatus === 'paused') || (query.isError && failureKind(query.error) === 'offline');

/**
 * A screen read offline: each answer that comes is kept for the signed-in person (answers.ts); when
 * none can come, the last kept one is shown in its place, with the time it arrived. A null `name`
 * keeps nothing (a tab of the same list that is not read offline).
 */
export function useOfflineAnswer<T>(name: AnswerName | null, query: UseQueryResult<T>): OfflineAnswer<T> {
  const viewer = useViewer();
  const owner: Owner | null = viewer?.id ? { role: viewer.role, id: viewer.id } : null;
  const { isSuccess, data, dataUpdatedAt } = query;
  const role = owner?.role;
  const id = owner?.id;
  useEffect(() => {
    if (name && isSuccess && role && id) keepAnswer({ role, id }, name, { at: dataUpdatedAt, data });
  }, [isSuccess, data, dataUpdatedAt, role, id, name]);

  const kept = name && owner && unanswered(query) ? keptAnswer(owner, name) : undefined;
  if (!kept) return { query, asOf: null };
  const shown = {
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
  return { query: shown, asOf: kept.at };
}
