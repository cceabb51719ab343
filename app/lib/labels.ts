import type { MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '../i18n';

/** Labels for API enums that several screens show. */
const difficulty = defineMessages({
  BEGINNER: { id: 'labels.difficulty.beginner', defaultMessage: 'Beginner' },
  INTERMEDIATE: { id: 'labels.difficulty.intermediate', defaultMessage: 'Intermediate' },
  ADVANCED: { id: 'labels.difficulty.advanced', defaultMessage: 'Advanced' },
});

export const difficultyLabel = (value: keyof typeof difficulty): MessageDescriptor => difficulty[value];

const day = defineMessages({
  MONDAY: { id: 'labels.day.monday', defaultMessage: 'Monday' },
  TUESDAY: { id: 'labels.day.tuesday', defaultMessage: 'Tuesday' },
  WEDNESDAY: { id: 'labels.day.wednesday', defaultMessage: 'Wednesday' },
  THURSDAY: { id: 'labels.day.thursday', defaultMessage: 'Thursday' },
  FRIDAY: { id: 'labels.day.friday', defaultMessage: 'Friday' },
  SATURDAY: { id: 'labels.day.saturday', defaultMessage: 'Saturday' },
  SUNDAY: { id: 'labels.day.sunday', defaultMessage: 'Sunday' },
});

/** A day of the week's name. */
export const dayLabel = (value: keyof typeof day): MessageDescriptor => day[value];
