import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  pageTitle: { id: 'trainerDashboard.pageTitle', defaultMessage: 'Trainer dashboard' },
  greeting: { id: 'trainerDashboard.greeting', defaultMessage: 'Hi {name}, welcome to your studio' },
  greetingNoName: { id: 'trainerDashboard.greetingNoName', defaultMessage: 'Welcome to your studio' },
  intro: {
    id: 'trainerDashboard.intro',
    defaultMessage: 'Your sessions today and this month, how you are doing, and your payouts.',
  },
  marketplaceAction: { id: 'trainerDashboard.marketplace', defaultMessage: 'See the marketplace' },
  settingsAction: { id: 'trainerDashboard.settings', defaultMessage: 'Account settings' },
  businessNav: { id: 'trainerDashboard.businessNav', defaultMessage: 'Your business' },
  onboardingAction: { id: 'trainerDashboard.onboardingAction', defaultMessage: 'Profile, certificates and bank' },
  classesAction: { id: 'trainerDashboard.classesAction', defaultMessage: 'Your classes' },
  availabilityAction: {
    id: 'trainerDashboard.availabilityAction',
    defaultMessage: 'Availability and one-to-one',
  },
  subscriptionsAction: { id: 'trainerDashboard.subscriptionsAction', defaultMessage: 'Subscription plans' },
  packsAction: { id: 'trainerDashboard.packsAction', defaultMessage: 'Packs and offers' },
  close: { id: 'trainerDashboard.close', defaultMessage: 'Close' },

  // Sessions
  sessionsTitle: { id: 'trainerDashboard.sessions.title', defaultMessage: 'Your sessions' },
  todayTitle: { id: 'trainerDashboard.today.title', defaultMessage: 'Today' },
  todayError: { id: 'trainerDashboard.today.error', defaultMessage: 'Today’s sessions could not load' },
  todayEmptyTitle: { id: 'trainerDashboard.today.emptyTitle', defaultMessage: 'No sessions today' },
  todayEmptyBody: {
    id: 'trainerDashboard.today.emptyBody',
    defaultMessage: 'Sessions you run today show here, with Go live as they start.',
  },
  aheadTitle: { id: 'trainerDashboard.ahead.title', defaultMessage: 'The month ahead' },
  aheadError: { id: 'trainerDashboard.ahead.error', defaultMessage: 'Your coming sessions could not load' },
  aheadEmptyTitle: { id: 'trainerDashboard.ahead.emptyTitle', defaultMessage: 'Nothing scheduled this month' },
  aheadEmptyBody: {
    id: 'trainerDashboard.ahead.emptyBody',
    defaultMessage: 'Sessions from tomorrow to a month ahead show here with their bookings.',
  },
  loadingSessions: { id: 'trainerDashboard.sessions.loading', defaultMessage: 'Loading sessions' },
  sessionWhen: { id: 'trainerDashboard.session.when', defaultMessage: '{date}, {start}–{end}' },
  booked: {
    id: 'trainerDashboard.session.booked',
    defaultMessage: '{booked} of {capacity} {capacity, plural, one {place} other {places}} booked',
  },
  came: { id: 'trainerDashboard.session.came', defaultMessage: '{came} of {booked} came' },
  statusLive: { id: 'trainerDashboard.session.status.live', defaultMessage: 'Live now' },
  statusCompleted: { id: 'trainerDashboard.session.status.completed', defaultMessage: 'Finished' },
  statusCancelled: { id: 'trainerDashboard.session.status.cancelled', defaultMessage: 'Cancelled' },
  goLive: { id: 'trainerDashboard.session.goLive', defaultMessage: 'Go live' },
  goLiveLabel: { id: 'trainerDashboard.session.goLiveLabel', defaultMessage: 'Go live: {title}' },

  // Statistics
  statsTitle: { id: 'trainerDashboard.stats.title', defaultMessage: 'Your numbers' },
  statsPeriod: {
    id: 'trainerDashboard.stats.period',
    defaultMessage: '{period}, compared with {previous}',
  },
  rangeLabel: { id: 'trainerDashboard.range.label', defaultMessage: 'Period' },
  range7d: { id: 'trainerDashboard.range.7d', defaultMessage: 'Last 7 days' },
  range30d: { id: 'trainerDashboard.range.30d', defaultMessage: 'Last 30 days' },
  range90d: { id: 'trainerDashboard.range.90d', defaultMessage: 'Last 90 days' },
  rangeYear: { id: 'trainerDashboard.range.year', defaultMessage: 'This year' },
  rangeCustom: { id: 'trainerDashboard.range.custom', defaultMessage: 'Custom dates' },
  customLabel: { id: 'trainerDashboard.range.customLabel', defaultMessage: 'From – to' },
  customInvalid: {
    id: 'trainerDashboard.range.customInvalid',
    defaultMessage: 'The last day must be on or after the first.',
  },
  customApply: { id: 'trainerDashboard.range.apply', defaultMessage: 'Apply' },
  sales: { id: 'trainerDashboard.stats.sales', defaultMessage: 'Sales' },
  salesError: { id: 'trainerDashboard.stats.salesError', defaultMessage: 'Sales could not load' },
  salesEmpty: { id: 'trainerDashboard.stats.salesEmpty', defaultMessage: 'No sales in this period' },
  subscriptionSales: { id: 'trainerDashboard.stats.subscriptionSales', defaultMessage: 'Subscription sales' },
  subscriptionSalesError: {
    id: 'trainerDashboard.stats.subscriptionSalesError',
    defaultMessage: 'Subscription sales could not load',
  },
  subscriptionSalesEmpty: {
    id: 'trainerDashboard.stats.subscriptionSalesEmpty',
    defaultMessage: 'No subscription sales in this period',
  },
  subscribers: { id: 'trainerDashboard.stats.subscribers', defaultMessage: 'Subscribers' },
  subscribersError: { id: 'trainerDashboard.stats.subscribersError', defaultMessage: 'Subscribers could not load' },
  subscribersEmpty: {
    id: 'trainerDashboard.stats.subscribersEmpty',
    defaultMessage: 'No subscribers in this period',
  },
  bookedClasses: { id: 'trainerDashboard.stats.bookedClasses', defaultMessage: 'Class bookings' },
  bookedClassesError: {
    id: 'trainerDashboard.stats.bookedClassesError',
    defaultMessage: 'Class bookings could not load',
  },
  oneToOnes: { id: 'trainerDashboard.stats.oneToOnes', defaultMessage: 'One-to-one sessions' },
  oneToOnesError: {
    id: 'trainerDashboard.stats.oneToOnesError',
    defaultMessage: 'One-to-one sessions could not load',
  },
  followers: { id: 'trainerDashboard.stats.followers', defaultMessage: 'New followers' },
  followersError: { id: 'trainerDashboard.stats.followersError', defaultMessage: 'New followers could not load' },
  loadingFigure: { id: 'trainerDashboard.stats.loading', defaultMessage: 'Loading {title}' },
  changeAgainst: {
    id: 'trainerDashboard.change.against',
    defaultMessage: '{change} vs the previous {days, plural, one {day} other {# days}}',
  },
  changeUp: {
    id: 'trainerDashboard.change.up',
    defaultMessage: 'Up {percent} on the previous {days, plural, one {day} other {# days}}',
  },
  changeDown: {
    id: 'trainerDashboard.change.down',
    defaultMessage: 'Down {percent} on the previous {days, plural, one {day} other {# days}}',
  },
  changeSame: {
    id: 'trainerDashboard.change.same',
    defaultMessage: 'No change on the previous {days, plural, one {day} other {# days}}',
  },
  changeFromNone: {
    id: 'trainerDashboard.change.fromNone',
    defaultMessage: 'Up {amount}, from none in the previous {days, plural, one {day} other {# days}}',
  },
  changePoints: { id: 'trainerDashboard.stats.changePoints', defaultMessage: '{points} pts' },
  changePointsUp: {
    id: 'trainerDashboard.stats.changePointsUp',
    defaultMessage:
      'Up {points, plural, one {# percentage point} other {# percentage points}} on the previous {days, plural, one {day} other {# days}}',
  },
  changePointsDown: {
    id: 'trainerDashboard.stats.changePointsDown',
    defaultMessage:
      'Down {points, plural, one {# percentage point} other {# percentage points}} on the previous {days, plural, one {day} other {# days}}',
  },
  attendance: { id: 'trainerDashboard.stats.attendance', defaultMessage: 'Attendance' },
  attendanceError: { id: 'trainerDashboard.stats.attendanceError', defaultMessage: 'Attendance could not load' },
  attendanceDetail: {
    id: 'trainerDashboard.stats.attendanceDetail',
    defaultMessage:
      '{came} of {booked} booked {booked, plural, one {place} other {places}} came ({late} late), over {sessions, plural, one {# session} other {# sessions}}',
  },
  noShows: { id: 'trainerDashboard.stats.noShows', defaultMessage: 'No-shows' },
  noShowsError: { id: 'trainerDashboard.stats.noShowsError', defaultMessage: 'No-shows could not load' },
  noShowsDetail: {
    id: 'trainerDashboard.stats.noShowsDetail',
    defaultMessage: '{noShows} of {booked} booked {booked, plural, one {place} other {places}} never came',
  },
  attendanceEmptyTitle: {
    id: 'trainerDashboard.stats.attendanceEmptyTitle',
    defaultMessage: 'No booked session ended in this period',
  },
  attendanceEmptyBody: {
    id: 'trainerDashboard.stats.attendanceEmptyBody',
    defaultMessage: 'Who came shows here once a session with bookings has ended.',
  },
  chartByDay: { id: 'trainerDashboard.chart.byDay', defaultMessage: '{label} by day' },
  chartByWeek: { id: 'trainerDashboard.chart.byWeek', defaultMessage: '{label} by week' },
  chartByMonth: { id: 'trainerDashboard.chart.byMonth', defaultMessage: '{label} by month' },
  chartDay: { id: 'trainerDashboard.chart.day', defaultMessage: 'Day' },
  chartWeek: { id: 'trainerDashboard.chart.week', defaultMessage: 'Week from' },
  chartMonth: { id: 'trainerDashboard.chart.month', defaultMessage: 'Month' },
  showTable: { id: 'trainerDashboard.chart.showTable', defaultMessage: 'Show data table' },
  hideTable: { id: 'trainerDashboard.chart.hideTable', defaultMessage: 'Hide data table' },
  loadingChart: { id: 'trainerDashboard.chart.loading', defaultMessage: 'Loading chart' },
  chartKeys: {
    id: 'trainerDashboard.chart.keys',
    defaultMessage:
      'Left and right arrow keys move between {bucket, select, day {days} week {weeks} other {months}}; Home and End go to the first and last.',
  },

  // Payouts
  payoutsTitle: { id: 'trainerDashboard.payouts.title', defaultMessage: 'Payouts' },
  bankTitle: { id: 'trainerDashboard.bank.title', defaultMessage: 'Bank account' },
  bankError: { id: 'trainerDashboard.bank.error', defaultMessage: 'Your bank account could not load' },
  loadingBank: { id: 'trainerDashboard.bank.loading', defaultMessage: 'Loading bank account' },
  bankNoneTitle: { id: 'trainerDashboard.bank.noneTitle', defaultMessage: 'No bank account yet' },
  bankNoneBody: {
    id: 'trainerDashboard.bank.noneBody',
    defaultMessage: 'Add the UK account your weekly payouts go to.',
  },
  bankMasked: {
    id: 'trainerDashboard.bank.masked',
    defaultMessage: 'Account •••• {last4}, sort code {sortCode}',
  },
  bankVerified: { id: 'trainerDashboard.bank.verified', defaultMessage: 'Verified' },
  bankPending: { id: 'trainerDashboard.bank.pending', defaultMessage: 'Being verified' },
  bankChange: { id: 'trainerDashboard.bank.change', defaultMessage: 'Change' },
  bankChangeLabel: { id: 'trainerDashboard.bank.changeLabel', defaultMessage: 'Change bank account' },
  bankAdd: { id: 'trainerDashboard.bank.add', defaultMessage: 'Add bank account' },
  bankDialogTitle: { id: 'trainerDashboard.bank.dialogTitle', defaultMessage: 'Your payout account' },
  payoutsListTitle: { id: 'trainerDashboard.payouts.listTitle', defaultMessage: 'Weekly payouts' },
  payoutsListLabel: { id: 'trainerDashboard.payouts.listLabel', defaultMessage: 'Payouts, newest first' },
  payoutsError: { id: 'trainerDashboard.payouts.error', defaultMessage: 'Your payouts could not load' },
  loadingPayouts: { id: 'trainerDashboard.payouts.loading', defaultMessage: 'Loading payouts' },
  payoutsEmptyTitle: { id: 'trainerDashboard.payouts.emptyTitle', defaultMessage: 'No payouts yet' },
  payoutsEmptyBody: {
    id: 'trainerDashboard.payouts.emptyBody',
    defaultMessage: 'Each week’s earnings are paid out the following week.',
  },
  balanceLabel: { id: 'trainerDashboard.payouts.balance', defaultMessage: 'On its way to your bank' },
  availableLabel: { id: 'trainerDashboard.payouts.available', defaultMessage: 'Balance to be paid out' },
  nextPayout: { id: 'trainerDashboard.payouts.next', defaultMessage: 'Next payout on {date}' },
  balanceError: { id: 'trainerDashboard.payouts.balanceError', defaultMessage: 'We couldn’t load your balance' },
  loadingBalance: { id: 'trainerDashboard.payouts.loadingBalance', defaultMessage: 'Loading your balance' },
  payoutPeriod: { id: 'trainerDashboard.payouts.period', defaultMessage: 'Week of {period}' },
  payoutPaidOn: { id: 'trainerDashboard.payouts.paidOn', defaultMessage: 'Paid on {date}' },
  payoutExpected: { id: 'trainerDashboard.payouts.expected', defaultMessage: 'Expected by {date}' },
  payoutFailedHint: {
    id: 'trainerDashboard.payouts.failedHint',
    defaultMessage: 'Not paid: check your bank account',
  },
  payoutPending: { id: 'trainerDashboard.payouts.status.pending', defaultMessage: 'Pending' },
  payoutInTransit: { id: 'trainerDashboard.payouts.status.inTransit', defaultMessage: 'On its way' },
  payoutPaid: { id: 'trainerDashboard.payouts.status.paid', defaultMessage: 'Paid' },
  payoutFailed: { id: 'trainerDashboard.payouts.status.failed', defaultMessage: 'Failed' },
});
