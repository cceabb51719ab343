import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  pageTitle: { id: 'discover.pageTitle', defaultMessage: 'Discover' },
  title: { id: 'discover.title', defaultMessage: 'Discover' },
  subtitle: {
    id: 'discover.subtitle',
    defaultMessage: 'Find a coach you click with, join a live class or train on demand whenever suits you.',
  },
  tabsLabel: { id: 'discover.tabs.label', defaultMessage: 'What to browse' },
  tabTrainers: { id: 'discover.tabs.trainers', defaultMessage: 'Trainers' },
  tabLive: { id: 'discover.tabs.live', defaultMessage: 'Live classes' },
  tabRecorded: { id: 'discover.tabs.recorded', defaultMessage: 'Recorded classes' },

  filtersLabel: { id: 'discover.filters.label', defaultMessage: 'Filters' },
  searchTrainers: { id: 'discover.filters.searchTrainers', defaultMessage: 'Search trainers' },
  searchTrainersPlaceholder: {
    id: 'discover.filters.searchTrainers.placeholder',
    defaultMessage: 'Name, speciality or goal',
  },
  searchClasses: { id: 'discover.filters.searchClasses', defaultMessage: 'Search classes' },
  searchClassesPlaceholder: {
    id: 'discover.filters.searchClasses.placeholder',
    defaultMessage: 'Class, category or trainer',
  },
  clearSearch: { id: 'discover.filters.clearSearch', defaultMessage: 'Clear search' },
  skill: { id: 'discover.filters.skill', defaultMessage: 'Skill' },
  anySkill: { id: 'discover.filters.skill.any', defaultMessage: 'Any skill' },
  gender: { id: 'discover.filters.gender', defaultMessage: 'Trainer gender' },
  anyGender: { id: 'discover.filters.gender.any', defaultMessage: 'Any' },
  genderFemale: { id: 'discover.filters.gender.female', defaultMessage: 'Female' },
  genderMale: { id: 'discover.filters.gender.male', defaultMessage: 'Male' },
  genderNonBinary: { id: 'discover.filters.gender.nonBinary', defaultMessage: 'Non-binary' },
  sortBy: { id: 'discover.filters.sortBy', defaultMessage: 'Sort by' },
  sortRating: { id: 'discover.filters.sortBy.rating', defaultMessage: 'Highest rated' },
  sortPrice: { id: 'discover.filters.sortBy.price', defaultMessage: 'Price: low to high' },
  sortFollowers: { id: 'discover.filters.sortBy.followers', defaultMessage: 'Most followed' },
  sortName: { id: 'discover.filters.sortBy.name', defaultMessage: 'Name (A–Z)' },
  category: { id: 'discover.filters.category', defaultMessage: 'Category' },
  anyCategory: { id: 'discover.filters.category.any', defaultMessage: 'All' },
  difficulty: { id: 'discover.filters.difficulty', defaultMessage: 'Level' },
  anyDifficulty: { id: 'discover.filters.difficulty.any', defaultMessage: 'All levels' },
  clearFilters: { id: 'discover.filters.clear', defaultMessage: 'Clear filters' },

  trainersCount: {
    id: 'discover.trainers.count',
    defaultMessage: '{count, plural, one {# trainer} other {# trainers}}',
  },
  liveCount: {
    id: 'discover.live.count',
    defaultMessage: '{count, plural, one {# live class} other {# live classes}}',
  },
  recordedCount: {
    id: 'discover.recorded.count',
    defaultMessage: '{count, plural, one {# recorded class} other {# recorded classes}}',
  },
  loadingTrainers: { id: 'discover.trainers.loading', defaultMessage: 'Loading trainers' },
  loadingClasses: { id: 'discover.classes.loading', defaultMessage: 'Loading classes' },
  trainersError: { id: 'discover.trainers.error', defaultMessage: 'We couldn’t load trainers' },
  classesError: { id: 'discover.classes.error', defaultMessage: 'We couldn’t load classes' },
  noMatchesTitle: { id: 'discover.empty.filtered.title', defaultMessage: 'Nothing matches those filters' },
  noMatchesBody: {
    id: 'discover.empty.filtered.body',
    defaultMessage: 'Try a different search, or clear the filters to see everything on offer.',
  },
  trainersEmptyTitle: { id: 'discover.trainers.empty.title', defaultMessage: 'No trainers to show yet' },
  trainersEmptyBody: {
    id: 'discover.trainers.empty.body',
    defaultMessage: 'New trainers join every week. Check back soon.',
  },
  liveEmptyTitle: { id: 'discover.live.empty.title', defaultMessage: 'No live classes scheduled' },
  liveEmptyBody: {
    id: 'discover.live.empty.body',
    defaultMessage: 'Trainers are planning their next sessions. Try the recorded classes in the meantime.',
  },
  recordedEmptyTitle: { id: 'discover.recorded.empty.title', defaultMessage: 'No recorded classes yet' },
  recordedEmptyBody: {
    id: 'discover.recorded.empty.body',
    defaultMessage: 'On-demand classes appear here as soon as trainers publish them.',
  },

  pagination: { id: 'discover.pagination.label', defaultMessage: 'Results pages' },
  previous: { id: 'discover.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'discover.pagination.next', defaultMessage: 'Next' },
  pageN: { id: 'discover.pagination.page', defaultMessage: 'Page {page}' },
});
