import type { MessageDescriptor } from '@formatjs/intl';
import { Card, joinClassNames, type NativeSelectOption } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { FilterSelect } from './FilterSelect';
import { SearchFilter } from './SearchFilter';
import { useDiscoverParams } from './useDiscoverParams';
import { messages } from './messages';
import * as styles from './DiscoverPage.css';

/** A filter of a discover tab: the query parameter it sets and its list. */
export interface Filter {
  name: 'category' | 'difficulty' | 'skill' | 'gender' | 'sortBy';
  label: MessageDescriptor;
  /** Memoised, so the select is drawn again only when its list changes. */
  options: NativeSelectOption[];
  /** The "no filter" option ("Any skill"). */
  any?: MessageDescriptor;
  /** Without `any`: the option shown while the URL names none (the API's default order). */
  initial?: string;
  /** On a row of its own below desktop widths. */
  wide?: boolean;
}

interface FilterCardProps {
  /** Two or three selects after the search, in this order. */
  filters: [Filter, Filter] | [Filter, Filter, Filter];
  search: { label: MessageDescriptor; placeholder: MessageDescriptor };
}

/** A discover tab's filters: the search, then its selects, every value in the URL. */
export function FilterCard({ filters, search }: FilterCardProps) {
  const intl = useIntl();
  const discover = useDiscoverParams();
  const { setFilter } = discover;

  return (
    <Card as="section" aria-label={intl.formatMessage(messages.filtersLabel)}>
      <div className={joinClassNames(styles.filters, styles.selectColumns[filters.length])}>
        <SearchFilter
          className={styles.wide}
          label={intl.formatMessage(search.label)}
          placeholder={intl.formatMessage(search.placeholder)}
          value={discover.search}
          onCommit={(value) => setFilter('search', value)}
        />
        {filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            className={filter.wide ? styles.wide : undefined}
            name={filter.name}
            label={intl.formatMessage(filter.label)}
            anyLabel={filter.any && intl.formatMessage(filter.any)}
            initial={filter.initial}
            value={discover[filter.name]}
            options={filter.options}
            onChange={setFilter}
          />
        ))}
      </div>
    </Card>
  );
}
