import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  loading: { id: 'classDetail.loading', defaultMessage: 'Loading the class' },
  loadingPageTitle: { id: 'classDetail.loading.pageTitle', defaultMessage: 'Class details' },
  errorTitle: { id: 'classDetail.error.title', defaultMessage: 'We couldn’t load this class' },
  notFoundPageTitle: { id: 'classDetail.notFound.pageTitle', defaultMessage: 'Class not found' },
  notFoundTitle: { id: 'classDetail.notFound.title', defaultMessage: 'We couldn’t find that class' },
  notFoundBody: {
    id: 'classDetail.notFound.body',
    defaultMessage: 'It may have been cancelled or the link may be mistyped. Find another class from the home page.',
  },
  live: { id: 'classDetail.live', defaultMessage: 'Live' },
  onDemand: { id: 'classDetail.onDemand', defaultMessage: 'On demand' },
  with: { id: 'classDetail.with', defaultMessage: 'with {name}' },
  viewTrainer: { id: 'classDetail.viewTrainer', defaultMessage: 'View {name}’s profile' },
  factsLabel: { id: 'classDetail.facts.label', defaultMessage: 'Class details' },
  factNext: { id: 'classDetail.facts.next', defaultMessage: 'Next session' },
  factPublished: { id: 'classDetail.facts.published', defaultMessage: 'Published' },
  factDuration: { id: 'classDetail.facts.duration', defaultMessage: 'Duration' },
  durationValue: { id: 'classDetail.facts.durationValue', defaultMessage: '{minutes} min' },
  factPrice: { id: 'classDetail.facts.price', defaultMessage: 'Price' },
  priceValue: { id: 'classDetail.facts.priceValue', defaultMessage: '{price} per person' },
  factSpots: { id: 'classDetail.facts.spots', defaultMessage: 'Spots' },
  spotsLeft: {
    id: 'classDetail.spotsLeft',
    defaultMessage: '{count, plural, =0 {Fully booked} one {# spot left} other {# spots left}}',
  },
  spotsOf: {
    id: 'classDetail.spotsOf',
    defaultMessage: '{booked} of {capacity} booked',
  },
  anyTime: { id: 'classDetail.anyTime', defaultMessage: 'Watch any time' },
  factCategory: { id: 'classDetail.facts.category', defaultMessage: 'Category' },
  factLevel: { id: 'classDetail.facts.level', defaultMessage: 'Level' },
  factFormat: { id: 'classDetail.facts.format', defaultMessage: 'Format' },
  formatLive: { id: 'classDetail.format.live', defaultMessage: 'Live video class' },
  formatOnDemand: { id: 'classDetail.format.onDemand', defaultMessage: 'Recorded, on demand' },
  factSessionType: { id: 'classDetail.facts.sessionType', defaultMessage: 'Sessions' },
  sessionSingle: { id: 'classDetail.sessionType.single', defaultMessage: 'One-off session' },
  sessionRecurring: {
    id: 'classDetail.sessionType.recurring',
    defaultMessage: 'Every {days}',
  },
  sessionRecurringNoDays: { id: 'classDetail.sessionType.recurringNoDays', defaultMessage: 'Recurring' },
  aboutTitle: { id: 'classDetail.about.title', defaultMessage: 'About this class' },
  equipmentTitle: { id: 'classDetail.equipment.title', defaultMessage: 'What you’ll need' },
  equipmentNone: { id: 'classDetail.equipment.none', defaultMessage: 'No equipment needed — just some space to move.' },
  scheduleTitle: { id: 'classDetail.schedule.title', defaultMessage: 'Upcoming sessions' },
  scheduleSubtitle: { id: 'classDetail.schedule.subtitle', defaultMessage: 'Sessions in the next month.' },
  scheduleLoading: { id: 'classDetail.schedule.loading', defaultMessage: 'Loading the sessions' },
  scheduleErrorTitle: { id: 'classDetail.schedule.error.title', defaultMessage: 'We couldn’t load the sessions' },
  scheduleEmptyTitle: { id: 'classDetail.schedule.empty.title', defaultMessage: 'No sessions in the next month' },
  scheduleEmptyBody: {
    id: 'classDetail.schedule.empty.body',
    defaultMessage: 'Follow the trainer to hear when new sessions are scheduled.',
  },
  sessionTime: { id: 'classDetail.session.time', defaultMessage: '{start} – {end}' },
  sessionCancelled: { id: 'classDetail.session.cancelled', defaultMessage: 'Cancelled' },
  sessionLive: { id: 'classDetail.session.live', defaultMessage: 'Live now' },
  visitorPageTitle: { id: 'classDetail.visitor.pageTitle', defaultMessage: 'Log in to see this class' },
  visitorTitle: { id: 'classDetail.visitor.title', defaultMessage: 'Log in to see the full class' },
  visitorBody: {
    id: 'classDetail.visitor.body',
    defaultMessage:
      'The description, equipment list and every upcoming session are for Kinetic members. Joining is free.',
  },
  visitorLogin: { id: 'classDetail.visitor.login', defaultMessage: 'Log in' },
  visitorBook: { id: 'classDetail.visitor.book', defaultMessage: 'Log in to book' },
  visitorBuy: { id: 'classDetail.visitor.buy', defaultMessage: 'Log in to buy' },
  visitorDescription: {
    id: 'classDetail.visitor.description',
    defaultMessage: '{title} with {trainer}: {category}, {difficulty}, {minutes} minutes, {price}. Book it on Kinetic.',
  },
  visitorSignUp: { id: 'classDetail.visitor.signUp', defaultMessage: 'Create a free account' },
  sessionBooked: { id: 'classDetail.session.booked', defaultMessage: 'Booked' },
  sessionClosed: { id: 'classDetail.session.closed', defaultMessage: 'Booking closed' },
  book: { id: 'classDetail.book', defaultMessage: 'Book' },
  bookSession: { id: 'classDetail.book.session', defaultMessage: 'Book {date} at {time}' },
  bookNext: { id: 'classDetail.book.next', defaultMessage: 'Book the next session' },
  bookTitle: { id: 'classDetail.book.title', defaultMessage: 'Book {title}' },
  bookLoading: { id: 'classDetail.book.loading', defaultMessage: 'Loading what booking involves' },
  bookErrorTitle: { id: 'classDetail.book.error.title', defaultMessage: 'We couldn’t load this session' },
  bookWhen: { id: 'classDetail.book.when', defaultMessage: 'When' },
  bookCredit: { id: 'classDetail.book.credit', defaultMessage: 'Your account credit' },
  bookAlreadyBooked: { id: 'classDetail.book.alreadyBooked', defaultMessage: 'You’ve already booked this session.' },
  bookFull: {
    id: 'classDetail.book.full',
    defaultMessage: 'This session is full. Pick another one from the schedule.',
  },
  bookClosed: { id: 'classDetail.book.closed', defaultMessage: 'This session can no longer be booked.' },
  bookToDashboard: { id: 'classDetail.book.toDashboard', defaultMessage: 'See it in your dashboard' },
  waitlistJoinButton: { id: 'classDetail.waitlist.joinButton', defaultMessage: 'Join the waitlist' },
  waitlistJoinSession: {
    id: 'classDetail.waitlist.joinSession',
    defaultMessage: 'Join the waitlist for {date} at {time}',
  },
  waitlistView: { id: 'classDetail.waitlist.view', defaultMessage: 'Your place' },
  waitlistViewSession: {
    id: 'classDetail.waitlist.viewSession',
    defaultMessage: 'Your place on the waitlist for {date} at {time}',
  },
  waitlistTitle: { id: 'classDetail.waitlist.title', defaultMessage: 'Waitlist for {title}' },
  waitlistClose: { id: 'classDetail.waitlist.close', defaultMessage: 'Close' },
  waitlistLoading: { id: 'classDetail.waitlist.loading', defaultMessage: 'Loading the waitlist' },
  waitlistErrorTitle: { id: 'classDetail.waitlist.error.title', defaultMessage: 'We couldn’t load the waitlist' },
  waitlistLength: { id: 'classDetail.waitlist.length', defaultMessage: 'Waitlist' },
  waitlistWaiting: {
    id: 'classDetail.waitlist.waiting',
    defaultMessage: '{count, plural, =0 {Nobody waiting yet} one {# person waiting} other {# people waiting}}',
  },
  waitlistWouldBe: {
    id: 'classDetail.waitlist.wouldBe',
    defaultMessage: 'You’d be number {position} in line.',
  },
  waitlistYourPlace: { id: 'classDetail.waitlist.yourPlace', defaultMessage: 'You’re number {position} in line.' },
  waitlistClosed: {
    id: 'classDetail.waitlist.closed',
    defaultMessage: 'The trainer has closed the waitlist for this session.',
  },
  waitlistAutomatic: {
    id: 'classDetail.waitlist.automatic',
    defaultMessage:
      'If a place frees up before {cutoff}, the first in line is booked automatically and pays then, from account credit or else the card on file. After that, a freed place is offered to one person at a time, with {minutes} minutes to claim it from your dashboard.',
  },
  waitlistOffer: {
    id: 'classDetail.waitlist.offer',
    defaultMessage:
      'If a place frees up, it’s offered to one person at a time. When it’s your turn you’ll have {minutes} minutes to claim it from your dashboard.',
  },
  waitlistNoCharge: {
    id: 'classDetail.waitlist.noCharge',
    defaultMessage: 'Nothing is charged for waiting, and leaving the waitlist is free.',
  },
  waitlistOvernight: { id: 'classDetail.waitlist.overnight', defaultMessage: 'Book or offer me a place overnight too' },
  waitlistOvernightHint: {
    id: 'classDetail.waitlist.overnightHint',
    defaultMessage:
      'Without this, nothing happens between 22:00 and 07:00 in your time zone; the place goes to the next in line.',
  },
  waitlistPolicy: {
    id: 'classDetail.waitlist.policy',
    defaultMessage: 'Once you’re booked from the waitlist, the class’s cancellation policy applies:',
  },
  waitlistJoin: { id: 'classDetail.waitlist.join', defaultMessage: 'Join the waitlist' },
  waitlistJoining: { id: 'classDetail.waitlist.joining', defaultMessage: 'Joining the waitlist' },
  waitlistLeave: { id: 'classDetail.waitlist.leave', defaultMessage: 'Leave the waitlist' },
  waitlistLeaving: { id: 'classDetail.waitlist.leaving', defaultMessage: 'Leaving the waitlist' },
  waitlistFailed: { id: 'classDetail.waitlist.failed', defaultMessage: 'That didn’t work: {reason}' },
  waitlistUnanswered: {
    id: 'classDetail.waitlist.unanswered',
    defaultMessage: 'we couldn’t reach Kinetic. Check your connection and try again.',
  },
  waitlistClosedShort: { id: 'classDetail.waitlist.closedShort', defaultMessage: 'Waitlist closed' },
  waitlistSettingsButton: { id: 'classDetail.waitlist.settingsButton', defaultMessage: 'Waitlist' },
  waitlistSettingsSession: {
    id: 'classDetail.waitlist.settingsSession',
    defaultMessage: 'Waitlist settings for {date} at {time}',
  },
  waitlistSettingsTitle: { id: 'classDetail.waitlist.settingsTitle', defaultMessage: 'Waitlist for {when}' },
  waitlistOpenLabel: { id: 'classDetail.waitlist.openLabel', defaultMessage: 'Open to new places' },
  waitlistCapLabel: { id: 'classDetail.waitlist.capLabel', defaultMessage: 'Most people waiting' },
  waitlistCapHint: {
    id: 'classDetail.waitlist.capHint',
    defaultMessage: 'Leave empty for no cap. Those already waiting keep their places.',
  },
  waitlistCapRange: { id: 'classDetail.waitlist.capRange', defaultMessage: 'Enter a whole number from 1 to 100.' },
  waitlistSave: { id: 'classDetail.waitlist.save', defaultMessage: 'Save' },
  waitlistSettingsFailed: {
    id: 'classDetail.waitlist.settingsFailed',
    defaultMessage: 'We couldn’t save the waitlist: {reason}',
  },
  policyTitle: { id: 'classDetail.policy.title', defaultMessage: 'Cancelling, no-shows and recording' },
  policyLoading: { id: 'classDetail.policy.loading', defaultMessage: 'Loading the class’s fees' },
  policyError: { id: 'classDetail.policy.error', defaultMessage: 'We couldn’t load the class’s fees' },
  recorded: {
    id: 'classDetail.policy.recorded',
    defaultMessage: 'This class is recorded. Everyone who books a session gets its replay in their library.',
  },
  recordedForSale: {
    id: 'classDetail.policy.recordedForSale',
    defaultMessage:
      'This class is recorded. Everyone who books a session gets its replay in their library, and its replays are also sold on their own.',
  },
  replaysTitle: { id: 'classDetail.replays.title', defaultMessage: 'Replays' },
  replaysIntro: { id: 'classDetail.replays.intro', defaultMessage: 'Past sessions of this class, recorded.' },
  replaysLoading: { id: 'classDetail.replays.loading', defaultMessage: 'Loading the replays' },
  replaysError: { id: 'classDetail.replays.error', defaultMessage: 'We couldn’t load the replays' },
  replaysEmptyTitle: { id: 'classDetail.replays.emptyTitle', defaultMessage: 'No replays yet' },
  replaysEmptyBody: {
    id: 'classDetail.replays.emptyBody',
    defaultMessage: 'Each session is listed here once it has ended.',
  },
  replayProcessing: { id: 'classDetail.replays.processing', defaultMessage: 'Replay processing' },
  buyOpen: { id: 'classDetail.buy.open', defaultMessage: 'Buy to watch' },
  buyKeep: { id: 'classDetail.buy.keep', defaultMessage: 'Yours to keep: watch it as often as you like.' },
  buyWatch: { id: 'classDetail.buy.watch', defaultMessage: 'Watch now' },
  buyOwned: { id: 'classDetail.buy.owned', defaultMessage: 'In your library' },
  buyTitle: { id: 'classDetail.buy.title', defaultMessage: 'Buy {title}' },
  buyWhat: { id: 'classDetail.buy.what', defaultMessage: 'Class' },
  buyWhatValue: {
    id: 'classDetail.buy.whatValue',
    defaultMessage: '{title}, recorded with {trainer}, {minutes} min',
  },
  buyTerms: {
    id: 'classDetail.buy.terms',
    defaultMessage:
      'It’s yours to keep in your library, to watch any time. Bought videos aren’t refunded by cancelling; ask us if something is wrong with one.',
  },
  boughtTitle: { id: 'classDetail.bought.title', defaultMessage: 'It’s in your library' },
  boughtBody: {
    id: 'classDetail.bought.body',
    defaultMessage: '{title} is yours to watch. We’ve taken {price} from your account credit.',
  },
  boughtWithPack: {
    id: 'classDetail.bought.pack',
    defaultMessage: '{title} is yours to watch. A credit of {pack} paid for it.',
  },
  replayWatch: { id: 'classDetail.replays.watch', defaultMessage: 'Watch the replay' },
  replayWatchLabel: { id: 'classDetail.replays.watchLabel', defaultMessage: 'Watch the replay of {date}' },
});

/** The schedule's section (`QuerySection`). */
export const scheduleSection = {
  title: messages.scheduleTitle,
  subtitle: messages.scheduleSubtitle,
  loading: messages.scheduleLoading,
  error: messages.scheduleErrorTitle,
  emptyTitle: messages.scheduleEmptyTitle,
  emptyBody: messages.scheduleEmptyBody,
};

/** The fees and recording section (`QuerySection`). */
export const policySection = {
  title: messages.policyTitle,
  loading: messages.policyLoading,
  error: messages.policyError,
};

/** The replays' section (`QuerySection`). */
export const replaysSection = {
  title: messages.replaysTitle,
  subtitle: messages.replaysIntro,
  loading: messages.replaysLoading,
  error: messages.replaysError,
  emptyTitle: messages.replaysEmptyTitle,
  emptyBody: messages.replaysEmptyBody,
};
