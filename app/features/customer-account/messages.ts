import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  navLabel: { id: 'account.nav.label', defaultMessage: 'Your account' },
  navProfile: { id: 'account.nav.profile', defaultMessage: 'Profile' },
  navFollowing: { id: 'account.nav.following', defaultMessage: 'Following' },
  navSubscriptions: { id: 'account.nav.subscriptions', defaultMessage: 'Subscriptions' },
  navCredit: { id: 'account.nav.credit', defaultMessage: 'Credit' },
  navSecurity: { id: 'account.nav.security', defaultMessage: 'Email and password' },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },

  profileTitle: { id: 'account.profile.title', defaultMessage: 'Your profile' },
  profileLoading: { id: 'account.profile.loading', defaultMessage: 'Loading your profile' },
  profileLoadFailed: { id: 'account.profile.loadFailed', defaultMessage: 'We could not load your profile' },
  detailsHeading: { id: 'account.profile.details', defaultMessage: 'Your details' },
  memberSince: { id: 'account.profile.memberSince', defaultMessage: 'Member since {date}' },
  photo: { id: 'account.profile.photo', defaultMessage: 'Photo' },
  photoDrop: { id: 'account.profile.photoDrop', defaultMessage: 'Drop a photo here or' },
  photoBrowse: { id: 'account.profile.photoBrowse', defaultMessage: 'Choose a photo' },
  photoHelp: { id: 'account.profile.photoHelp', defaultMessage: 'JPEG, PNG, WebP or GIF, up to 1 MB.' },
  photoRemove: { id: 'account.profile.photoRemove', defaultMessage: 'Remove {name}' },
  photoTooBig: {
    id: 'account.profile.photoTooBig',
    defaultMessage: '{name} is larger than 1 MB. Choose a smaller photo.',
  },
  photoNotImage: {
    id: 'account.profile.photoNotImage',
    defaultMessage: '{name} is not a JPEG, PNG, WebP or GIF image. Choose a photo.',
  },
  firstName: { id: 'account.profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.profile.lastName', defaultMessage: 'Last name' },
  firstNameMissing: { id: 'account.profile.firstNameMissing', defaultMessage: 'Enter your first name.' },
  lastNameMissing: { id: 'account.profile.lastNameMissing', defaultMessage: 'Enter your last name.' },
  mobile: { id: 'account.profile.mobile', defaultMessage: 'Mobile number (optional)' },
  mobileInvalid: {
    id: 'account.profile.mobileInvalid',
    defaultMessage: 'Enter a phone number of 7 to 15 digits, like +44 7700 900123.',
  },
  dateOfBirth: { id: 'account.profile.dateOfBirth', defaultMessage: 'Date of birth (optional)' },
  dateOfBirthFuture: { id: 'account.profile.dateOfBirthFuture', defaultMessage: 'Enter a date of birth in the past.' },
  gender: { id: 'account.profile.gender', defaultMessage: 'Gender (optional)' },
  genderNone: { id: 'account.profile.genderNone', defaultMessage: 'Prefer not to say' },
  genderFEMALE: { id: 'account.profile.gender.female', defaultMessage: 'Female' },
  genderMALE: { id: 'account.profile.gender.male', defaultMessage: 'Male' },
  genderNON_BINARY: { id: 'account.profile.gender.nonBinary', defaultMessage: 'Non Binary' },
  favourites: { id: 'account.profile.favourites', defaultMessage: 'Favourite kinds of class' },
  favouritesHelp: { id: 'account.profile.favouritesHelp', defaultMessage: 'We suggest classes from these first.' },
  required: { id: 'account.required', defaultMessage: 'Please fill in all required fields' },
  save: { id: 'account.profile.save', defaultMessage: 'Save profile' },
  saving: { id: 'account.saving', defaultMessage: 'Saving' },
  saved: { id: 'account.profile.saved', defaultMessage: 'Your profile is saved.' },
  saveFailed: {
    id: 'account.profile.saveFailed',
    defaultMessage: 'We could not save your profile. What you typed is kept: try again in a moment.',
  },
  saveRejected: {
    id: 'account.profile.saveRejected',
    defaultMessage: 'Some details were not accepted. Check the marked fields and save again.',
  },

  goalsHeading: { id: 'account.goals.heading', defaultMessage: 'Goals and training preferences' },
  goalsAnswered: {
    id: 'account.goals.answered',
    defaultMessage: 'You answered our questions on how you like to train on {date}.',
  },
  goalsNotAnswered: {
    id: 'account.goals.notAnswered',
    defaultMessage: 'Tell us how you like to train and we will suggest trainers and classes for you.',
  },
  goalsEdit: { id: 'account.goals.edit', defaultMessage: 'Change your answers' },
  goalsStart: { id: 'account.goals.start', defaultMessage: 'Answer the questions' },
  goalsLoadFailed: { id: 'account.goals.loadFailed', defaultMessage: 'We could not load your training preferences.' },

  settingsHeading: { id: 'account.settings.heading', defaultMessage: 'Notifications' },
  settingsLoadFailed: {
    id: 'account.settings.loadFailed',
    defaultMessage: 'We could not load your notification settings',
  },
  settingsIntro: {
    id: 'account.settings.intro',
    defaultMessage: 'Choose what we let you know about, by notification or email.',
  },
  classReminders: { id: 'account.settings.classReminders', defaultMessage: 'Reminders before my classes' },
  oneToOneReminders: {
    id: 'account.settings.oneToOneReminders',
    defaultMessage: 'Reminders before one-to-one sessions',
  },
  followedTrainerLive: { id: 'account.settings.followedTrainerLive', defaultMessage: 'A trainer I follow goes live' },
  newClassesFromFollowed: {
    id: 'account.settings.newClassesFromFollowed',
    defaultMessage: 'New classes from trainers I follow',
  },
  favouriteCategoryClasses: {
    id: 'account.settings.favouriteCategoryClasses',
    defaultMessage: 'New classes in my favourite categories',
  },
  reviewReminders: { id: 'account.settings.reviewReminders', defaultMessage: 'Reminders to rate recent classes' },
  marketingEmails: { id: 'account.settings.marketingEmails', defaultMessage: 'News and offers by email' },
  saveSettings: { id: 'account.settings.save', defaultMessage: 'Save notifications' },
  settingsSaved: { id: 'account.settings.saved', defaultMessage: 'Your notification settings are saved.' },
  settingsSaveFailed: {
    id: 'account.settings.saveFailed',
    defaultMessage: 'We could not save your notification settings. Your choices are kept: try again in a moment.',
  },

  followingTitle: { id: 'account.following.title', defaultMessage: 'Trainers you follow' },
  followingLoading: { id: 'account.following.loading', defaultMessage: 'Loading the trainers you follow' },
  followingLoadFailed: {
    id: 'account.following.loadFailed',
    defaultMessage: 'We could not load the trainers you follow',
  },
  followingEmptyTitle: { id: 'account.following.emptyTitle', defaultMessage: 'You do not follow anyone yet' },
  followingEmptyBody: {
    id: 'account.following.emptyBody',
    defaultMessage: 'Follow trainers to hear when they go live or add new classes.',
  },
  findTrainers: { id: 'account.following.findTrainers', defaultMessage: 'Find trainers' },
  followingIntro: {
    id: 'account.following.intro',
    defaultMessage: 'We let you know when they go live or add new classes.',
  },
  trainerMeta: {
    id: 'account.following.meta',
    defaultMessage: '{skills} · {count, plural, one {# follower} other {# followers}}',
  },
  unfollow: { id: 'account.following.unfollow', defaultMessage: 'Unfollow {name}' },
  unfollowing: { id: 'account.following.unfollowing', defaultMessage: 'Unfollowing' },
  unfollowed: { id: 'account.following.unfollowed', defaultMessage: 'You no longer follow {name}.' },
  unfollowFailed: {
    id: 'account.following.unfollowFailed',
    defaultMessage: 'We could not unfollow {name}. Try again in a moment.',
  },
});
