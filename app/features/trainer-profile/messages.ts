import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  loading: { id: 'trainerProfile.loading', defaultMessage: 'Loading the trainer’s profile' },
  errorTitle: { id: 'trainerProfile.error.title', defaultMessage: 'We couldn’t load this trainer' },
  notFoundPageTitle: { id: 'trainerProfile.notFound.pageTitle', defaultMessage: 'Trainer not found' },
  notFoundTitle: { id: 'trainerProfile.notFound.title', defaultMessage: 'We couldn’t find that trainer' },
  notFoundBody: {
    id: 'trainerProfile.notFound.body',
    defaultMessage: 'The profile may have moved or the link may be mistyped. Find another coach from the home page.',
  },
  loadingPageTitle: { id: 'trainerProfile.loading.pageTitle', defaultMessage: 'Trainer profile' },
  rating: {
    id: 'trainerProfile.rating',
    defaultMessage: 'Rated {rating, number, ::.0#} out of 5 from {count, plural, one {# review} other {# reviews}}',
  },
  ratingCaption: {
    id: 'trainerProfile.rating.caption',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  },
  followers: {
    id: 'trainerProfile.followers',
    defaultMessage: '{count, plural, one {# follower} other {# followers}}',
  },
  price: { id: 'trainerProfile.price', defaultMessage: 'From {price} a session' },
  experience: {
    id: 'trainerProfile.experience',
    defaultMessage: '{years, plural, one {# year} other {# years}} coaching',
  },
  aboutTitle: { id: 'trainerProfile.about.title', defaultMessage: 'About {name}' },
  skillsTitle: { id: 'trainerProfile.skills.title', defaultMessage: 'Specialities' },
  factsTitle: { id: 'trainerProfile.facts.title', defaultMessage: 'At a glance' },
  factLocation: { id: 'trainerProfile.facts.location', defaultMessage: 'Based in' },
  factExperience: { id: 'trainerProfile.facts.experience', defaultMessage: 'Experience' },
  factExperienceValue: {
    id: 'trainerProfile.facts.experienceValue',
    defaultMessage: '{years, plural, one {# year} other {# years}}',
  },
  factLanguages: { id: 'trainerProfile.facts.languages', defaultMessage: 'Teaches in' },
  factClasses: { id: 'trainerProfile.facts.classes', defaultMessage: 'Classes' },
  certificatesTitle: { id: 'trainerProfile.certificates.title', defaultMessage: 'Certificates' },
  certificatesBody: {
    id: 'trainerProfile.certificates.body',
    defaultMessage: 'Checked by the Kinetic team before a trainer can teach.',
  },
  certificatesEmpty: {
    id: 'trainerProfile.certificates.empty',
    defaultMessage: 'No certificates validated yet.',
  },
  validated: { id: 'trainerProfile.certificates.validated', defaultMessage: 'Validated' },
  reviewsTitle: { id: 'trainerProfile.reviews.title', defaultMessage: 'Recent reviews' },
  reviewsSubtitle: {
    id: 'trainerProfile.reviews.subtitle',
    defaultMessage:
      'The latest {shown, plural, one {review} other {# reviews}} of {count, plural, one {#} other {#}}, averaging {rating, number, ::.0#} stars.',
  },
  reviewsEmptyTitle: { id: 'trainerProfile.reviews.empty.title', defaultMessage: 'No reviews yet' },
  reviewsEmptyBody: {
    id: 'trainerProfile.reviews.empty.body',
    defaultMessage: 'Reviews appear here after customers train with {name}.',
  },
  reviewRating: { id: 'trainerProfile.review.rating', defaultMessage: 'Rated {rating} out of 5' },
  reviewOn: { id: 'trainerProfile.review.on', defaultMessage: 'on {classTitle}' },
  classesTitle: { id: 'trainerProfile.classes.title', defaultMessage: 'Upcoming live classes' },
  classesSubtitle: {
    id: 'trainerProfile.classes.subtitle',
    defaultMessage: 'Train with {name} in real time, from anywhere.',
  },
  classesLoading: { id: 'trainerProfile.classes.loading', defaultMessage: 'Loading classes' },
  classesErrorTitle: { id: 'trainerProfile.classes.error.title', defaultMessage: 'We couldn’t load the classes' },
  classesEmptyTitle: { id: 'trainerProfile.classes.empty.title', defaultMessage: 'No live classes scheduled' },
  classesEmptyBody: {
    id: 'trainerProfile.classes.empty.body',
    defaultMessage: 'Follow {name} to hear first when a new class is scheduled.',
  },
  follow: { id: 'trainerProfile.follow', defaultMessage: 'Follow' },
  following: { id: 'trainerProfile.following', defaultMessage: 'Following' },
  unfollow: { id: 'trainerProfile.unfollow', defaultMessage: 'Unfollow' },
  followPending: { id: 'trainerProfile.follow.pending', defaultMessage: 'Saving' },
  followCheckPending: { id: 'trainerProfile.follow.checking', defaultMessage: 'Checking' },
  followingNote: { id: 'trainerProfile.following.note', defaultMessage: 'You follow {name}.' },
  followDone: {
    id: 'trainerProfile.follow.done',
    defaultMessage: 'You’re following {name}. We’ll let you know about new classes.',
  },
  unfollowDone: { id: 'trainerProfile.unfollow.done', defaultMessage: 'You’ve unfollowed {name}.' },
  followFailed: {
    id: 'trainerProfile.follow.failed',
    defaultMessage: 'We couldn’t follow {name}. Please try again.',
  },
  unfollowFailed: {
    id: 'trainerProfile.unfollow.failed',
    defaultMessage: 'We couldn’t unfollow {name}. Please try again.',
  },
  followStatusFailed: {
    id: 'trainerProfile.follow.statusFailed',
    defaultMessage: 'We couldn’t check whether you follow this trainer.',
  },
  followStatusRetry: { id: 'trainerProfile.follow.statusRetry', defaultMessage: 'Try again' },
  followVisitorHint: {
    id: 'trainerProfile.follow.visitorHint',
    defaultMessage: 'Log in to follow and hear about new classes.',
  },
  oneToOneTitle: { id: 'trainerProfile.oneToOne.title', defaultMessage: 'One-to-one sessions' },
  oneToOneSubtitle: {
    id: 'trainerProfile.oneToOne.subtitle',
    defaultMessage: 'A private video session with {name}, at a time that suits you.',
  },
  oneToOneLoading: { id: 'trainerProfile.oneToOne.loading', defaultMessage: 'Loading the one-to-one sessions' },
  oneToOneError: { id: 'trainerProfile.oneToOne.error', defaultMessage: 'We couldn’t load the one-to-one sessions' },
  oneToOneEmptyTitle: { id: 'trainerProfile.oneToOne.empty.title', defaultMessage: 'No one-to-one sessions yet' },
  oneToOneEmptyBody: {
    id: 'trainerProfile.oneToOne.empty.body',
    defaultMessage: '{name} doesn’t offer one-to-one sessions at the moment.',
  },
  oneToOneOffer: { id: 'trainerProfile.oneToOne.offer', defaultMessage: 'Session' },
  oneToOneOfferDetail: {
    id: 'trainerProfile.oneToOne.offer.detail',
    defaultMessage: '{minutes} min · {price} — {description}',
  },
  oneToOneNoSlotsTitle: { id: 'trainerProfile.oneToOne.noSlots.title', defaultMessage: 'No free slots this month' },
  oneToOneNoSlotsBody: {
    id: 'trainerProfile.oneToOne.noSlots.body',
    defaultMessage:
      '{name} has no free time for this session in the next month. Try another session, or check back soon.',
  },
  oneToOneDay: { id: 'trainerProfile.oneToOne.day', defaultMessage: 'Day' },
  oneToOnePickDay: { id: 'trainerProfile.oneToOne.pickDay', defaultMessage: 'Pick a day to see its free times.' },
  oneToOneTime: { id: 'trainerProfile.oneToOne.time', defaultMessage: 'Free times on {date}' },
  oneToOneBook: { id: 'trainerProfile.oneToOne.book', defaultMessage: 'Book this time' },
  oneToOneDialogTitle: { id: 'trainerProfile.oneToOne.dialog.title', defaultMessage: 'Book a session with {name}' },
  oneToOneWhat: { id: 'trainerProfile.oneToOne.what', defaultMessage: '{title} with {name}' },
  oneToOneSession: { id: 'trainerProfile.oneToOne.session', defaultMessage: 'Session' },
  oneToOneWhen: { id: 'trainerProfile.oneToOne.when', defaultMessage: 'When' },
  oneToOnePrice: { id: 'trainerProfile.oneToOne.price', defaultMessage: 'Price' },
  oneToOneVisitorTitle: { id: 'trainerProfile.oneToOne.visitor.title', defaultMessage: 'Train one-to-one with {name}' },
  oneToOneVisitorBody: {
    id: 'trainerProfile.oneToOne.visitor.body',
    defaultMessage: 'Log in to see the sessions on offer and the free times, and book one.',
  },
  oneToOneVisitorLogin: { id: 'trainerProfile.oneToOne.visitor.login', defaultMessage: 'Log in to book' },
  // The plans' messages load with the customer's account messages (`account.` namespace).
  plansTitle: { id: 'account.plans.title', defaultMessage: 'Subscriptions' },
  plansSubtitle: {
    id: 'account.plans.subtitle',
    defaultMessage:
      'Train with {name} every month for one price. Cancel any time; you keep access to the end of the month.',
  },
  plansLoading: { id: 'account.plans.loading', defaultMessage: 'Loading the subscriptions' },
  plansError: { id: 'account.plans.error', defaultMessage: 'We couldn’t load the subscriptions' },
  plansEmptyTitle: { id: 'account.plans.emptyTitle', defaultMessage: 'No subscriptions yet' },
  plansEmptyBody: {
    id: 'account.plans.emptyBody',
    defaultMessage: '{name} does not offer a subscription at the moment.',
  },
  planPrice: { id: 'account.plans.price', defaultMessage: '{price} a month' },
  planSubscribers: {
    id: 'account.plans.subscribers',
    defaultMessage: '{count, plural, one {# subscriber} other {# subscribers}}',
  },
  subscribe: { id: 'account.plans.subscribe', defaultMessage: 'Subscribe to {plan}' },
  subscribing: { id: 'account.plans.subscribing', defaultMessage: 'Going to the checkout' },
  subscribed: { id: 'account.plans.subscribed', defaultMessage: 'Subscribed' },
  manageSubscriptions: { id: 'account.plans.manage', defaultMessage: 'Manage your subscriptions' },
  subscribeFailed: {
    id: 'account.plans.subscribeFailed',
    defaultMessage: 'We couldn’t start the checkout for {plan}. Nothing was charged: try again in a moment.',
  },
  subscribeConflict: {
    id: 'account.plans.subscribeConflict',
    defaultMessage: 'You already subscribe to {plan}.',
  },
  plansVisitorTitle: { id: 'account.plans.visitor.title', defaultMessage: 'Subscribe to {name}' },
  plansVisitorBody: {
    id: 'account.plans.visitor.body',
    defaultMessage: 'Log in to see {name}’s monthly plans and subscribe.',
  },
  plansVisitorLogin: { id: 'account.plans.visitor.login', defaultMessage: 'Log in to subscribe' },
  plansChecking: { id: 'account.plans.checking', defaultMessage: 'Checking your subscriptions' },
  subscribePlan: { id: 'account.plans.dialog.plan', defaultMessage: 'Plan' },
  subscribePlanValue: { id: 'account.plans.dialog.planValue', defaultMessage: '{plan} with {name}' },
  subscribeMonthly: { id: 'account.plans.dialog.monthly', defaultMessage: 'Monthly price' },
  subscribeFirstMonth: { id: 'account.plans.dialog.firstMonth', defaultMessage: 'First month' },
  subscribeTerms: {
    id: 'account.plans.dialog.terms',
    defaultMessage:
      'You pay by card on the next page. The plan renews every month until you leave it; leave any time and keep access to the end of the month you paid for.',
  },
  subscribePay: { id: 'account.plans.dialog.pay', defaultMessage: 'Subscribe and pay {price}' },
  subscribeNotNow: { id: 'account.plans.dialog.notNow', defaultMessage: 'Not now' },
  subscribeClose: { id: 'account.plans.dialog.close', defaultMessage: 'Close' },
  subscribeCodeRefused: {
    id: 'account.plans.dialog.codeRefused',
    defaultMessage: '{reason} Remove the code to subscribe at the full price, or try another.',
  },
  subscribeOffline: {
    id: 'account.plans.dialog.offline',
    defaultMessage: 'You’re offline: nothing was charged. Try again once you’re connected.',
  },
});
