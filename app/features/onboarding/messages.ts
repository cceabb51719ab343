import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  pageTitle: { id: 'onboarding.pageTitle', defaultMessage: 'Your training preferences' },
  heading: { id: 'onboarding.heading', defaultMessage: 'Tell us how you like to train' },
  intro: {
    id: 'onboarding.intro',
    defaultMessage:
      'A few questions so we can suggest trainers and classes for you. You can change your answers later from your profile.',
  },
  loading: { id: 'onboarding.loading', defaultMessage: 'Loading the questions' },
  loadFailed: { id: 'onboarding.loadFailed', defaultMessage: 'We could not load the questions' },
  progress: { id: 'onboarding.progress', defaultMessage: 'Question {step} of {total}' },
  equipment: { id: 'onboarding.equipment', defaultMessage: 'What equipment do you have at home?' },
  intensity: { id: 'onboarding.intensity', defaultMessage: 'How hard do you like to work?' },
  categories: { id: 'onboarding.categories', defaultMessage: 'Which kinds of class interest you?' },
  chooseOne: { id: 'onboarding.chooseOne', defaultMessage: 'Choose one.' },
  chooseSome: { id: 'onboarding.chooseSome', defaultMessage: 'Choose all that apply.' },
  selectOne: { id: 'onboarding.selectOne', defaultMessage: 'Select any one of the options' },
  selectSome: { id: 'onboarding.selectSome', defaultMessage: 'Select atleast one of the options' },
  required: { id: 'onboarding.required', defaultMessage: 'Please fill in all required fields' },
  back: { id: 'onboarding.back', defaultMessage: 'Back' },
  next: { id: 'onboarding.next', defaultMessage: 'Next' },
  finish: { id: 'onboarding.finish', defaultMessage: 'Save my answers' },
  saving: { id: 'onboarding.saving', defaultMessage: 'Saving' },
  skip: { id: 'onboarding.skip', defaultMessage: 'Skip for now' },
  saveFailed: {
    id: 'onboarding.saveFailed',
    defaultMessage: 'We could not save your answers. Your choices are kept: try again in a moment.',
  },
});
