import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { $api, type Gender, type TrainerSummary } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { disciplineName } from '@/app/lib/format/labels';
import { useAfterFirstPaint } from '@/app/lib/frames/useAfterFirstPaint';
import { TrainerCard } from '@/app/lib/cards/TrainerCard';
import { FilterCard } from './FilterCard';
import { Results, type ResultsWords } from './Results';
import { GENDERS, SORTS, type TrainerSort, useDiscoverParams } from './useDiscoverParams';
import { useFilterOptions } from './useFilterOptions';
import { PAGE_SIZE } from './constants';
import { messages } from './messages';

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

const trainersWords: ResultsWords = {
  count: messages.trainersCount,
  loading: messages.loadingTrainers,
  error: messages.trainersError,
  emptyTitle: messages.trainersEmptyTitle,
  emptyBody: messages.trainersEmptyBody,
};

const trainerKey = (trainer: TrainerSummary) => trainer.id;
const trainerCard = (trainer: TrainerSummary) => <TrainerCard trainer={trainer} />;

/** The Trainers tab: search, skill, gender and sort order, then the trainers. */
export function TrainersPanel() {
  const intl = useIntl();
  const { search, skill, gender, sortBy, page } = useDiscoverParams();
  // The screen paints first (title, tabs, filters, skeletons of the cards), then asks for results.
  const painted = useAfterFirstPaint();
  const options = useFilterOptions(painted);
  const query = $api.useQuery(
    'get',
    '/trainer/web/discover-trainers',
    { params: { query: { page: page - 1, size: PAGE_SIZE, search, skill, gender, sortBy } } },
    { placeholderData: keepPreviousData, enabled: painted },
  );
  const skills = useMemo(
    () => (options?.skills ?? []).map((s) => ({ id: s, label: disciplineName(intl, s) })),
    [options, intl],
  );
  const genders = useMemo(
    () => (options?.genders ?? GENDERS).map((g) => ({ id: g, label: intl.formatMessage(genderLabel[g]) })),
    [options, intl],
  );
  const sorts = useMemo(() => SORTS.map((s) => ({ id: s, label: intl.formatMessage(sortLabel[s]) })), [intl]);

  return (
    <>
      <FilterCard
        filters={[
          { name: 'skill', label: messages.skill, any: messages.anySkill, options: skills },
          { name: 'gender', label: messages.gender, any: messages.anyGender, options: genders },
          // Rating is the API's default order, so it leaves the URL.
          { name: 'sortBy', label: messages.sortBy, initial: 'rating', options: sorts, wide: true },
        ]}
        search={{ label: messages.searchTrainers, placeholder: messages.searchTrainersPlaceholder }}
      />
      <Results
        query={query}
        words={trainersWords}
        skeletonHeight="12rem"
        wide
        itemKey={trainerKey}
        renderItem={trainerCard}
      />
    </>
  );
}
