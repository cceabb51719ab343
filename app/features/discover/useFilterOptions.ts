import { $api } from '@/sdk';

/**
 * The option lists of the filters; they rarely change, so one read per visit is enough. Asked for
 * once the page has painted (`painted`), with the lists' code (`FilterSelect`).
 */
export function useFilterOptions(painted: boolean) {
  const query = $api.useQuery('get', '/master-data/filter-options', {}, { staleTime: Infinity, enabled: painted });
  return query.data;
}
