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
  // `weekday.…`, not `labels.…`: only the trainer's screens show them, so they load with the screens.
  MONDAY: { id: 'weekday.monday', defaultMessage: 'Monday' },
  TUESDAY: { id: 'weekday.tuesday', defaultMessage: 'Tuesday' },
  WEDNESDAY: { id: 'weekday.wednesday', defaultMessage: 'Wednesday' },
  THURSDAY: { id: 'weekday.thursday', defaultMessage: 'Thursday' },
  FRIDAY: { id: 'weekday.friday', defaultMessage: 'Friday' },
  SATURDAY: { id: 'weekday.saturday', defaultMessage: 'Saturday' },
  SUNDAY: { id: 'weekday.sunday', defaultMessage: 'Sunday' },
});

/** A day of the week's name. */
export const dayLabel = (value: keyof typeof day): MessageDescriptor => day[value];
