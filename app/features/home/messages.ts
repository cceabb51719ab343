import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  pageTitle: { id: 'home.pageTitle', defaultMessage: 'Train live with coaches who get you' },
  heroEyebrow: { id: 'home.hero.eyebrow', defaultMessage: 'Live and on-demand fitness' },
  heroTitle: { id: 'home.hero.title', defaultMessage: 'Train live with coaches who get you' },
  heroBody: {
    id: 'home.hero.body',
    defaultMessage:
      'Book live classes, one-to-one sessions and subscriptions with qualified trainers — from strength and HIIT to yoga and pre-natal — all in your browser.',
  },
  heroDiscover: { id: 'home.hero.discover', defaultMessage: 'Find a trainer' },
  heroTrainer: { id: 'home.hero.becomeTrainer', defaultMessage: 'Teach on Kinetic' },
  trainersTitle: { id: 'home.trainers.title', defaultMessage: 'Featured trainers' },
  trainersSubtitle: { id: 'home.trainers.subtitle', defaultMessage: 'Qualified coaches, validated certificates.' },
  trainersEmptyTitle: { id: 'home.trainers.empty.title', defaultMessage: 'No trainers to show yet' },
  trainersEmptyBody: {
    id: 'home.trainers.empty.body',
    defaultMessage: 'New trainers join every week. Check back soon.',
  },
  trainersErrorTitle: { id: 'home.trainers.error.title', defaultMessage: 'We couldn’t load trainers' },
  classesTitle: { id: 'home.classes.title', defaultMessage: 'Upcoming live classes' },
  classesSubtitle: { id: 'home.classes.subtitle', defaultMessage: 'Join from anywhere, train together in real time.' },
  classesEmptyTitle: { id: 'home.classes.empty.title', defaultMessage: 'No live classes scheduled' },
  classesEmptyBody: {
    id: 'home.classes.empty.body',
    defaultMessage: 'Trainers are planning their next sessions. Follow a trainer to hear first.',
  },
  classesErrorTitle: { id: 'home.classes.error.title', defaultMessage: 'We couldn’t load live classes' },
  seeAll: { id: 'home.seeAll', defaultMessage: 'See all' },
  trainersLoading: { id: 'home.trainers.loading', defaultMessage: 'Loading trainers' },
  classesLoading: { id: 'home.classes.loading', defaultMessage: 'Loading live classes' },
});
