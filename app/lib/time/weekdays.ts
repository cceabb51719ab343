import type { MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '../../i18n';

// `weekday.…`, not `labels.…`, and not in `labels.ts`: only the trainer's screens show them, so
// they load with those screens and never with the first paint.
const day = defineMessages({
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
