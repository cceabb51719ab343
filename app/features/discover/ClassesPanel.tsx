import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { $api, type ClassSummary } from '../../../sdk';
import { Card, Stack, joinClassNames } from '../../../design-system';
import { useIntl } from '../../i18n';
import { useAfterFirstPaint } from '../../lib/frames/useAfterFirstPaint';
import { ClassCard } from '../../lib/cards/ClassCard';
import { difficultyLabel } from '../../lib/format/labels';
import { FilterSelect } from './FilterSelect';
import { Results } from './Results';
import { SearchFilter } from './SearchFilter';
import { DIFFICULTIES, useDiscoverParams } from './useDiscoverParams';
import { useFilterOptions } from './useFilterOptions';
import { PAGE_SIZE } from './constants';
import { messages } from './messages';
import * as styles from './DiscoverPage.css';

const classKey = (item: ClassSummary) => item.id;
const classCard = (item: ClassSummary) => <ClassCard item={item} />;

/** The Live classes (`live`) or Recorded classes tab: search, category and level, then the classes. */
export function ClassesPanel({ live }: { live: boolean }) {
  const intl = useIntl();
  const discover = useDiscoverParams();
  const { search, category, difficulty, page, setFilter } = discover;
  // The screen paints first (title, tabs, filters, skeletons of the cards), then asks for results.
  const painted = useAfterFirstPaint();
  const options = useFilterOptions(painted);
  const query = $api.useQuery(
    'get',
    '/class/web/discover-classes',
    { params: { query: { isLive: live, page: page - 1, size: PAGE_SIZE, search, category, difficulty } } },
    { placeholderData: keepPreviousData, enabled: painted },
  );
  const categories = useMemo(() => (options?.categories ?? []).map((c) => ({ id: c, label: c })), [options]);
  const levels = useMemo(
    () =>
      (options?.difficulties ?? DIFFICULTIES).map((d) => ({ id: d, label: intl.formatMessage(difficultyLabel(d)) })),
    [options, intl],
  );
  const setCategory = useCallback((value?: string) => setFilter('category', value), [setFilter]);
  const setLevel = useCallback((value?: string) => setFilter('difficulty', value), [setFilter]);

  return (
    <Stack space="xlarge">
      <Card as="section" aria-label={intl.formatMessage(messages.filtersLabel)}>
        <div className={joinClassNames(styles.filters, styles.selectColumns[2])}>
          <SearchFilter
            className={styles.wide}
            label={intl.formatMessage(messages.searchClasses)}
            placeholder={intl.formatMessage(messages.searchClassesPlaceholder)}
            value={search}
            onCommit={(value) => setFilter('search', value)}
          />
          <FilterSelect
            label={intl.formatMessage(messages.category)}
            anyLabel={intl.formatMessage(messages.anyCategory)}
            value={category}
            options={categories}
            onChange={setCategory}
          />
          <FilterSelect
            label={intl.formatMessage(messages.difficulty)}
            anyLabel={intl.formatMessage(messages.anyDifficulty)}
            value={difficulty}
            options={levels}
            onChange={setLevel}
          />
        </div>
      </Card>
      <Results
        query={query}
        countMessage={live ? messages.liveCount : messages.recordedCount}
        loadingLabel={intl.formatMessage(messages.loadingClasses)}
        skeletonHeight="20rem"
        errorTitle={intl.formatMessage(messages.classesError)}
        empty={
          live
            ? {
                title: intl.formatMessage(messages.liveEmptyTitle),
                description: intl.formatMessage(messages.liveEmptyBody),
              }
            : {
                title: intl.formatMessage(messages.recordedEmptyTitle),
                description: intl.formatMessage(messages.recordedEmptyBody),
              }
        }
        hasFilters={discover.hasFilters}
        onClearFilters={discover.clearFilters}
        onPageChange={discover.setPage}
        itemKey={classKey}
        renderItem={classCard}
      />
    </Stack>
  );
}
