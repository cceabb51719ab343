import { $api } from '../../../sdk';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';

/**
 * The option lists of the filters; they rarely change, so one read per visit is enough. Asked for
 * once the page has painted, with the lists' code (`FilterSelect`).
 */
export function useFilterOptions() {
  const painted = useAfterFirstPaint();
  const query = $api.useQuery('get', '/master-data/filter-options', {}, { staleTime: Infinity, enabled: painted });
  return query.data;
}
