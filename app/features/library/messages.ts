import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  pageTitle: { id: 'library.pageTitle', defaultMessage: 'Your library' },
  intro: {
    id: 'library.intro',
    defaultMessage: 'Recorded classes to follow whenever suits you. We remember where you stopped.',
  },
  trainerFilter: { id: 'library.trainerFilter', defaultMessage: 'Trainer' },
  anyTrainer: { id: 'library.anyTrainer', defaultMessage: 'All trainers' },
  loading: { id: 'library.loading', defaultMessage: 'Loading videos' },
  error: { id: 'library.error', defaultMessage: 'We couldn’t load your videos' },
  emptyTitle: { id: 'library.empty.title', defaultMessage: 'No videos yet' },
  emptyBody: {
    id: 'library.empty.body',
    defaultMessage: 'Recorded classes you can watch will appear here. Browse the recorded classes to find one.',
  },
  emptyTrainerTitle: { id: 'library.emptyTrainer.title', defaultMessage: 'No videos from this trainer' },
  emptyTrainerBody: { id: 'library.emptyTrainer.body', defaultMessage: 'Pick another trainer, or see all trainers.' },
  browse: { id: 'library.browse', defaultMessage: 'Browse recorded classes' },
  videos: { id: 'library.videos', defaultMessage: 'Videos' },
  shown: { id: 'library.shown', defaultMessage: 'Videos {from, number}–{to, number} of {total, number}' },
  pagination: { id: 'library.pagination', defaultMessage: 'Video pages' },
  previous: { id: 'library.previous', defaultMessage: 'Previous page' },
  next: { id: 'library.next', defaultMessage: 'Next page' },
  pageN: { id: 'library.pageN', defaultMessage: 'Page {page}' },

  loadingPageTitle: { id: 'library.video.loadingTitle', defaultMessage: 'Video' },
  notFoundPageTitle: { id: 'library.video.notFoundPageTitle', defaultMessage: 'Video not found' },
  notFoundTitle: { id: 'library.video.notFoundTitle', defaultMessage: 'We couldn’t find this video' },
  notFoundBody: {
    id: 'library.video.notFoundBody',
    defaultMessage: 'It may have been removed by its trainer. Your library lists what you can watch.',
  },
  loadError: { id: 'library.video.error', defaultMessage: 'We couldn’t load this video' },
  backToLibrary: { id: 'library.video.back', defaultMessage: 'Back to your library' },
  byTrainer: { id: 'library.video.byTrainer', defaultMessage: 'with {trainer} · {minutes, number} min' },
  player: { id: 'library.video.player', defaultMessage: 'Video: {title}' },
  captions: { id: 'library.video.captions', defaultMessage: 'English' },
  resume: { id: 'library.video.resume', defaultMessage: 'Resume from {time}' },
  startOver: { id: 'library.video.startOver', defaultMessage: 'Start over' },
  resumePrompt: { id: 'library.video.resumePrompt', defaultMessage: 'You watched part of this video.' },
  lockedTitle: { id: 'library.video.locked.title', defaultMessage: 'Buy this class to watch it' },
  lockedBody: {
    id: 'library.video.locked.body',
    defaultMessage: 'Once it is yours you can watch it as often as you like, and pick up where you stopped.',
  },
  classPage: { id: 'library.video.classPage', defaultMessage: 'See the class' },
});
