import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { $api, type Gender, type TrainerSummary } from '../../../sdk';
import { Card, Stack, joinClassNames } from '../../../design-system';
import { useIntl } from '../../i18n';
import { useAfterFirstPaint } from '../../lib/frames/useAfterFirstPaint';
import { TrainerCard } from '../../lib/cards/TrainerCard';
import { FilterSelect } from './FilterSelect';
import { Results } from './Results';
import { SearchFilter } from './SearchFilter';
import { GENDERS, SORTS, type TrainerSort, useDiscoverParams } from './useDiscoverParams';
import { useFilterOptions } from './useFilterOptions';
import { PAGE_SIZE } from './constants';
import { messages } from './messages';
import * as styles from './DiscoverPage.css';

const genderLabel = {
  FEMALE: messages.genderFemale,
  MALE: messages.genderMale,
  NON_BINARY: messages.genderNonBinary,
} satisfies Record<Gender, unknown>;

const sortLabel = {
  rating: messages.sortRating,
  price: messages.sortPrice,
  followers: messages.sortFollowers,
  name: messages.sortName,
} satisfies Record<TrainerSort, unknown>;

const trainerKey = (trainer: TrainerSummary) => trainer.id;
const trainerCard = (trainer: TrainerSummary) => <TrainerCard trainer={trainer} />;

/** The Trainers tab: search, skill, gender and sort order, then the trainers. */
export function TrainersPanel() {
  const intl = useIntl();
  const discover = useDiscoverParams();
  const { search, skill, gender, sortBy, page, setFilter } = discover;
  // The screen paints first (title, tabs, filters, skeletons of the cards), then asks for results.
  const painted = useAfterFirstPaint();
  const options = useFilterOptions(painted);
  const query = $api.useQuery(
    'get',
    '/trainer/web/discover-trainers',
    { params: { query: { page: page - 1, size: PAGE_SIZE, search, skill, gender, sortBy } } },
    { placeholderData: keepPreviousData, enabled: painted },
  );
  const skills = useMemo(() => (options?.skills ?? []).map((s) => ({ id: s, label: s })), [options]);
  const genders = useMemo(
    () => (options?.genders ?? GENDERS).map((g) => ({ id: g, label: intl.formatMessage(genderLabel[g]) })),
    [options, intl],
  );
  const sorts = useMemo(() => SORTS.map((s) => ({ id: s, label: intl.formatMessage(sortLabel[s]) })), [intl]);
  const setSkill = useCallback((value?: string) => setFilter('skill', value), [setFilter]);
  const setGender = useCallback((value?: string) => setFilter('gender', value), [setFilter]);
  // Rating is the API's default order, so it leaves the URL.
  const setSort = useCallback(
    (value?: string) => setFilter('sortBy', value === 'rating' ? undefined : value),
    [setFilter],
  );

  return (
    <Stack space="xlarge">
      <Card as="section" aria-label={intl.formatMessage(messages.filtersLabel)}>
        <div className={joinClassNames(styles.filters, styles.selectColumns[3])}>
          <SearchFilter
            className={styles.wide}
            label={intl.formatMessage(messages.searchTrainers)}
            placeholder={intl.formatMessage(messages.searchTrainersPlaceholder)}
            value={search}
            onCommit={(value) => setFilter('search', value)}
          />
          <FilterSelect
            label={intl.formatMessage(messages.skill)}
            anyLabel={intl.formatMessage(messages.anySkill)}
            value={skill}
            options={skills}
            onChange={setSkill}
          />
          <FilterSelect
            label={intl.formatMessage(messages.gender)}
            anyLabel={intl.formatMessage(messages.anyGender)}
            value={gender}
            options={genders}
            onChange={setGender}
          />
          <FilterSelect
            className={styles.wide}
            label={intl.formatMessage(messages.sortBy)}
            value={sortBy ?? 'rating'}
            options={sorts}
            onChange={setSort}
          />
        </div>
      </Card>
      <Results
        query={query}
        countMessage={messages.trainersCount}
        loadingLabel={intl.formatMessage(messages.loadingTrainers)}
        skeletonHeight="12rem"
        errorTitle={intl.formatMessage(messages.trainersError)}
        empty={{
          title: intl.formatMessage(messages.trainersEmptyTitle),
          description: intl.formatMessage(messages.trainersEmptyBody),
        }}
        hasFilters={discover.hasFilters}
        onClearFilters={discover.clearFilters}
        onPageChange={discover.setPage}
        wide
        itemKey={trainerKey}
        renderItem={trainerCard}
      />
    </Stack>
  );
}
