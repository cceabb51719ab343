import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { $api, type ClassSummary } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { useAfterFirstPaint } from '@/app/lib/frames/useAfterFirstPaint';
import { ClassCard } from '@/app/lib/cards/ClassCard';
import { difficultyLabel, disciplineName } from '@/app/lib/format/labels';
import { FilterCard } from './FilterCard';
import { Results, type ResultsWords } from './Results';
import { DIFFICULTIES, useDiscoverParams } from './useDiscoverParams';
import { useFilterOptions } from './useFilterOptions';
import { PAGE_SIZE } from './constants';
import { messages } from './messages';

const liveWords: ResultsWords = {
  count: messages.liveCount,
  loading: messages.loadingClasses,
  error: messages.classesError,
  emptyTitle: messages.liveEmptyTitle,
  emptyBody: messages.liveEmptyBody,
};
const recordedWords: ResultsWords = {
  ...liveWords,
  count: messages.recordedCount,
  emptyTitle: messages.recordedEmptyTitle,
  emptyBody: messages.recordedEmptyBody,
};

const classKey = (item: ClassSummary) => item.id;
const classCard = (item: ClassSummary) => <ClassCard item={item} />;

/** The Live classes (`live`) or Recorded classes tab: search, category and level, then the classes. */
export function ClassesPanel({ live }: { live: boolean }) {
  const intl = useIntl();
  const { search, category, difficulty, page } = useDiscoverParams();
  // The screen paints first (title, tabs, filters, skeletons of the cards), then asks for results.
  const painted = useAfterFirstPaint();
  const options = useFilterOptions(painted);
  const query = $api.useQuery(
    'get',
    '/class/web/discover-classes',
    { params: { query: { isLive: live, page: page - 1, size: PAGE_SIZE, search, category, difficulty } } },
    { placeholderData: keepPreviousData, enabled: painted },
  );
  const categories = useMemo(
    () => (options?.categories ?? []).map((c) => ({ id: c, label: disciplineName(intl, c) })),
    [options, intl],
  );
  const levels = useMemo(
    () =>
      (options?.difficulties ?? DIFFICULTIES).map((d) => ({ id: d, label: intl.formatMessage(difficultyLabel(d)) })),
    [options, intl],
  );

  return (
    <>
      <FilterCard
        filters={[
          { name: 'category', label: messages.category, any: messages.anyCategory, options: categories },
          { name: 'difficulty', label: messages.difficulty, any: messages.anyDifficulty, options: levels },
        ]}
        search={{ label: messages.searchClasses, placeholder: messages.searchClassesPlaceholder }}
      />
      <Results
        query={query}
        words={live ? liveWords : recordedWords}
        skeletonHeight="20rem"
        itemKey={classKey}
        renderItem={classCard}
      />
    </>
  );
}
