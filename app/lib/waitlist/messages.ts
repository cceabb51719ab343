import { defineMessages } from '@/app/i18n';

/** A customer's waitlist place in the same words wherever it shows (the dashboard, the class page). */
export const messages = defineMessages({
  position: { id: 'waitlist.place.position', defaultMessage: 'Number {position} in line' },
  offered: { id: 'waitlist.place.offered', defaultMessage: 'Offered: claim before {time}' },
  offeredHint: {
    id: 'waitlist.place.offeredHint',
    defaultMessage: 'A place is yours if you claim it in time; after that it goes to the next in line.',
  },
  promoted: { id: 'waitlist.place.promoted', defaultMessage: 'Booked from the waitlist' },
  claim: { id: 'waitlist.place.claim', defaultMessage: 'Claim' },
  claimLabel: { id: 'waitlist.place.claimLabel', defaultMessage: 'Claim the place in {title}' },
  claiming: { id: 'waitlist.place.claiming', defaultMessage: 'Claiming the place' },
  failed: { id: 'waitlist.place.failed', defaultMessage: 'That didn’t work: {reason}' },
  unanswered: {
    id: 'waitlist.place.unanswered',
    defaultMessage: 'we couldn’t reach Kinetic. Check your connection and try again.',
  },
});
