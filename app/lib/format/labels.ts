import type { MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '@/app/i18n';

/** Labels for API enums that several screens show. */
const difficulty = defineMessages({
  BEGINNER: { id: 'labels.difficulty.beginner', defaultMessage: 'Beginner' },
  INTERMEDIATE: { id: 'labels.difficulty.intermediate', defaultMessage: 'Intermediate' },
  ADVANCED: { id: 'labels.difficulty.advanced', defaultMessage: 'Advanced' },
});

export const difficultyLabel = (value: keyof typeof difficulty): MessageDescriptor => difficulty[value];
