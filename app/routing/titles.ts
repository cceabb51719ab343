import { defineMessages } from '../i18n';

/**
 * The name of each page, shown as the level-one heading while its code loads: no moment of the app
 * lacks a heading, and a screen reader hears which page is opening. The route table names one of
 * these for every route; the screen's own heading replaces it when the code arrives.
 */
export const routeTitles = defineMessages({
  logIn: { id: 'route.logIn', defaultMessage: 'Log in' },
  signUp: { id: 'route.signUp', defaultMessage: 'Sign up' },
  resetPassword: { id: 'route.resetPassword', defaultMessage: 'Reset your password' },
  dashboard: { id: 'route.dashboard', defaultMessage: 'Your dashboard' },
  settings: { id: 'route.settings', defaultMessage: 'Account settings' },
  onboarding: { id: 'route.onboarding', defaultMessage: 'Getting started' },
  profile: { id: 'route.profile', defaultMessage: 'Your profile' },
  following: { id: 'route.following', defaultMessage: 'Trainers you follow' },
  subscriptions: { id: 'route.subscriptions', defaultMessage: 'Your subscriptions' },
  invoice: { id: 'route.invoice', defaultMessage: 'Invoice' },
  customerPacks: { id: 'route.customerPacks', defaultMessage: 'Your packs' },
  customerFees: { id: 'route.customerFees', defaultMessage: 'Your fees' },
  credit: { id: 'route.credit', defaultMessage: 'Account credit' },
  trainerLogIn: { id: 'route.trainerLogIn', defaultMessage: 'Trainer log in' },
  trainerSignUp: { id: 'route.trainerSignUp', defaultMessage: 'Sign up as a trainer' },
  trainerDashboard: { id: 'route.trainerDashboard', defaultMessage: 'Your business' },
  trainerOnboarding: { id: 'route.trainerOnboarding', defaultMessage: 'Get ready to sell' },
  trainerSession: { id: 'route.trainerSession', defaultMessage: 'Session roster' },
  classes: { id: 'route.classes', defaultMessage: 'Your classes' },
  newClass: { id: 'route.newClass', defaultMessage: 'New class' },
  editClass: { id: 'route.editClass', defaultMessage: 'Edit class' },
  availability: { id: 'route.availability', defaultMessage: 'Availability' },
  plans: { id: 'route.plans', defaultMessage: 'Subscription plans' },
  newPlan: { id: 'route.newPlan', defaultMessage: 'New subscription plan' },
  editPlan: { id: 'route.editPlan', defaultMessage: 'Edit subscription plan' },
  packs: { id: 'route.packs', defaultMessage: 'Packs and offers' },
  newPack: { id: 'route.newPack', defaultMessage: 'New class pack' },
  editPack: { id: 'route.editPack', defaultMessage: 'Edit class pack' },
  newPromoCode: { id: 'route.newPromoCode', defaultMessage: 'New promo code' },
  editPromoCode: { id: 'route.editPromoCode', defaultMessage: 'Edit promo code' },
  terms: { id: 'route.terms', defaultMessage: 'Terms and conditions' },
  privacy: { id: 'route.privacy', defaultMessage: 'Privacy policy' },
  accessibility: { id: 'route.accessibility', defaultMessage: 'Accessibility statement' },
  payment: { id: 'route.payment', defaultMessage: 'Your payment' },
  discover: { id: 'route.discover', defaultMessage: 'Discover' },
  trainer: { id: 'route.trainer', defaultMessage: 'Trainer' },
  class: { id: 'route.class', defaultMessage: 'Class' },
  room: { id: 'route.room', defaultMessage: 'Video room' },
  library: { id: 'route.library', defaultMessage: 'Your library' },
  video: { id: 'route.video', defaultMessage: 'Video' },
  notFound: { id: 'route.notFound', defaultMessage: 'Page not found' },
});

export type RouteTitle = keyof typeof routeTitles;
