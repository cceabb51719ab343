import { $api } from '../../../sdk';

/** The option lists of the filters; they rarely change, so one read per visit is enough. */
export function useFilterOptions() {
  const query = $api.useQuery('get', '/master-data/filter-options', {}, { staleTime: Infinity });
  return query.data;
}
