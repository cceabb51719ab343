import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  // Not validated yet
  notValidatedTitle: { id: 'trainerClasses.notValidated.title', defaultMessage: 'You cannot publish classes yet' },
  notValidatedBody: {
    id: 'trainerClasses.notValidated.body',
    defaultMessage: 'A class goes on sale once one of your certificates is validated.',
  },
  notValidatedLink: { id: 'trainerClasses.notValidated.link', defaultMessage: 'See what is missing' },

  // The list
  listPageTitle: { id: 'trainerClasses.list.pageTitle', defaultMessage: 'Your classes' },
  listTitle: { id: 'trainerClasses.list.title', defaultMessage: 'Your classes' },
  shown: {
    id: 'trainerClasses.pages.shown',
    defaultMessage: 'Classes {from, number}–{to, number} of {total, number}',
  },
  pagination: { id: 'trainerClasses.pages.label', defaultMessage: 'Class pages' },
  previous: { id: 'trainerClasses.pages.previous', defaultMessage: 'Previous page' },
  next: { id: 'trainerClasses.pages.next', defaultMessage: 'Next page' },
  pageN: { id: 'trainerClasses.pages.page', defaultMessage: 'Page {page}' },
  listIntro: {
    id: 'trainerClasses.list.intro',
    defaultMessage: 'Live and recorded classes you sell, with their next session and bookings.',
  },
  newClass: { id: 'trainerClasses.list.new', defaultMessage: 'New class' },
  loading: { id: 'trainerClasses.list.loading', defaultMessage: 'Loading your classes' },
  listError: { id: 'trainerClasses.list.error', defaultMessage: 'Your classes could not load' },
  emptyTitle: { id: 'trainerClasses.list.emptyTitle', defaultMessage: 'No classes yet' },
  emptyBody: {
    id: 'trainerClasses.list.emptyBody',
    defaultMessage: 'Create your first live or recorded class and customers can find and book it.',
  },
  nextSession: { id: 'trainerClasses.list.next', defaultMessage: 'Next session {date}' },
  publishedOn: { id: 'trainerClasses.list.published', defaultMessage: 'Published {date}' },
  facts: { id: 'trainerClasses.list.facts', defaultMessage: '{when} · {minutes} min · {price}' },
  bookedLive: {
    id: 'trainerClasses.list.bookedLive',
    defaultMessage: '{count, plural, =0 {No bookings yet} one {# booking} other {# bookings}} for the next session',
  },
  bookedRecorded: {
    id: 'trainerClasses.list.bookedRecorded',
    defaultMessage: '{count, plural, =0 {Not bought yet} one {Bought once} other {Bought # times}}',
  },
  edit: { id: 'trainerClasses.list.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'trainerClasses.list.editLabel', defaultMessage: 'Edit {title}' },

  // Delete
  delete: { id: 'trainerClasses.delete.action', defaultMessage: 'Delete' },
  deleteLabel: { id: 'trainerClasses.delete.label', defaultMessage: 'Delete {title}' },
  deleteTitle: { id: 'trainerClasses.delete.title', defaultMessage: 'Delete {title}?' },
  deleteBody: {
    id: 'trainerClasses.delete.body',
    defaultMessage:
      'The class and all its sessions are removed for good. {count, plural, =0 {Nobody has booked it.} one {The one customer booked is refunded to account credit.} other {The # customers booked are refunded to account credit.}}',
  },
  deleteKeep: { id: 'trainerClasses.delete.keep', defaultMessage: 'Keep class' },
  deleteConfirm: { id: 'trainerClasses.delete.confirm', defaultMessage: 'Delete class' },
  deleting: { id: 'trainerClasses.delete.pending', defaultMessage: 'Deleting' },
  deleteFailed: { id: 'trainerClasses.delete.failed', defaultMessage: 'The class was not deleted: {reason}' },
  deleted: { id: 'trainerClasses.delete.done', defaultMessage: '{title} is deleted' },

  // The form
  newPageTitle: { id: 'trainerClasses.form.newPageTitle', defaultMessage: 'New class' },
  editPageTitle: { id: 'trainerClasses.form.editPageTitle', defaultMessage: 'Edit class' },
  newTitle: { id: 'trainerClasses.form.newTitle', defaultMessage: 'Create a class' },
  editTitle: { id: 'trainerClasses.form.editTitle', defaultMessage: 'Edit your class' },
  formIntro: {
    id: 'trainerClasses.form.intro',
    defaultMessage:
      'Pictures, equipment and repeat days are optional; everything else is needed. Times are in your time zone.',
  },
  loadingClass: { id: 'trainerClasses.form.loading', defaultMessage: 'Loading the class' },
  classError: { id: 'trainerClasses.form.error', defaultMessage: 'The class could not load' },
  title: { id: 'trainerClasses.form.title', defaultMessage: 'Class title' },
  requiredFields: { id: 'trainerClasses.form.requiredFields', defaultMessage: 'Please fill in all required fields' },
  titleRequired: { id: 'trainerClasses.form.titleRequired', defaultMessage: 'Give the class a title.' },
  images: { id: 'trainerClasses.form.images', defaultMessage: 'Pictures' },
  imagesDrop: { id: 'trainerClasses.form.imagesDrop', defaultMessage: 'Drag pictures here or' },
  imagesBrowse: { id: 'trainerClasses.form.imagesBrowse', defaultMessage: 'Choose pictures' },
  imagesHint: {
    id: 'trainerClasses.form.imagesHint',
    defaultMessage: 'Up to 5 PNG, JPEG or WebP pictures, each at most 1 MB. The first is the cover.',
  },
  imageRemove: { id: 'trainerClasses.form.imageRemove', defaultMessage: 'Remove {name}' },
  imageEarlier: { id: 'trainerClasses.form.imageEarlier', defaultMessage: 'Move {name} earlier' },
  imageLater: { id: 'trainerClasses.form.imageLater', defaultMessage: 'Move {name} later' },
  description: { id: 'trainerClasses.form.description', defaultMessage: 'Description' },
  descriptionRequired: {
    id: 'trainerClasses.form.descriptionRequired',
    defaultMessage: 'Describe the class: what people do and who it suits.',
  },
  choose: { id: 'trainerClasses.form.choose', defaultMessage: 'Choose' },
  category: { id: 'trainerClasses.form.category', defaultMessage: 'Category' },
  categoryRequired: { id: 'trainerClasses.form.categoryRequired', defaultMessage: 'Choose a category.' },
  difficulty: { id: 'trainerClasses.form.difficulty', defaultMessage: 'Difficulty' },
  difficultyRequired: { id: 'trainerClasses.form.difficultyRequired', defaultMessage: 'Choose how demanding it is.' },
  equipment: { id: 'trainerClasses.form.equipment', defaultMessage: 'Equipment' },
  equipmentHint: { id: 'trainerClasses.form.equipmentHint', defaultMessage: 'What people need at home.' },
  kind: { id: 'trainerClasses.form.kind', defaultMessage: 'Session type' },
  kindHint: { id: 'trainerClasses.form.kindHint', defaultMessage: 'It cannot change once the class exists.' },
  kindLive: { id: 'trainerClasses.form.kindLive', defaultMessage: 'Live' },
  kindLiveHint: {
    id: 'trainerClasses.form.kindLiveHint',
    defaultMessage: 'You teach it by video at set times; people book a place.',
  },
  kindRecorded: { id: 'trainerClasses.form.kindRecorded', defaultMessage: 'Recorded' },
  kindRecordedHint: {
    id: 'trainerClasses.form.kindRecordedHint',
    defaultMessage: 'You upload a video; people buy it and watch when they like.',
  },
  startLive: { id: 'trainerClasses.form.startLive', defaultMessage: 'Starting date' },
  startRecorded: { id: 'trainerClasses.form.startRecorded', defaultMessage: 'Publication date' },
  startHint: { id: 'trainerClasses.form.startHint', defaultMessage: 'Day and time in {timeZone}.' },
  startRequired: { id: 'trainerClasses.form.startRequired', defaultMessage: 'Choose the day and time.' },
  startInPast: {
    id: 'trainerClasses.form.startInPast',
    defaultMessage: 'Choose a day and time that is not in the past.',
  },
  repeatDays: { id: 'trainerClasses.form.repeatDays', defaultMessage: 'Repeat every' },
  repeatDaysHint: {
    id: 'trainerClasses.form.repeatDaysHint',
    defaultMessage: 'Leave all unticked for a single session.',
  },
  duration: { id: 'trainerClasses.form.duration', defaultMessage: 'Duration (minutes)' },
  durationHint: { id: 'trainerClasses.form.durationHint', defaultMessage: '5 to 240 minutes.' },
  durationInvalid: {
    id: 'trainerClasses.form.durationInvalid',
    defaultMessage: 'Enter a duration from 5 to 240 minutes.',
  },
  capacity: { id: 'trainerClasses.form.capacity', defaultMessage: 'Places per session' },
  capacityInvalid: { id: 'trainerClasses.form.capacityInvalid', defaultMessage: 'Offer at least one place.' },
  price: { id: 'trainerClasses.form.price', defaultMessage: 'Price per person' },
  priceRule: { id: 'trainerClasses.form.priceRule', defaultMessage: 'At least £20 per 45 minutes.' },
  priceMinimum: {
    id: 'trainerClasses.form.priceMinimum',
    defaultMessage: 'At least {minimum} for {minutes} minutes (£20 per 45 minutes); worked out from the duration.',
  },
  priceRequired: { id: 'trainerClasses.form.priceRequired', defaultMessage: 'Enter a price.' },
  priceTooLow: {
    id: 'trainerClasses.form.priceTooLow',
    defaultMessage: 'The price must be at least £20 per 45 minutes of class.',
  },
  video: { id: 'trainerClasses.form.video', defaultMessage: 'Class video' },
  videoDrop: { id: 'trainerClasses.form.videoDrop', defaultMessage: 'Drag the video here or' },
  videoBrowse: { id: 'trainerClasses.form.videoBrowse', defaultMessage: 'Choose a video' },
  videoHint: {
    id: 'trainerClasses.form.videoHint',
    defaultMessage: 'MP4, WebM or MOV. It uploads once the class is created; you can add it later.',
  },
  videoHintEdit: {
    id: 'trainerClasses.form.videoHintEdit',
    defaultMessage: 'MP4, WebM or MOV. A video chosen here replaces the current one when you save.',
  },
  videoRefused: { id: 'trainerClasses.form.videoRefused', defaultMessage: '{name} is not an MP4, WebM or MOV video.' },
  back: { id: 'trainerClasses.form.back', defaultMessage: 'Back to classes' },
  create: { id: 'trainerClasses.form.create', defaultMessage: 'Create class' },
  creating: { id: 'trainerClasses.form.creating', defaultMessage: 'Creating' },
  save: { id: 'trainerClasses.form.save', defaultMessage: 'Save changes' },
  saving: { id: 'trainerClasses.form.saving', defaultMessage: 'Saving' },
  created: { id: 'trainerClasses.form.created', defaultMessage: 'Class Created Successfully' },
  notCreated: { id: 'trainerClasses.form.notCreated', defaultMessage: 'Class Not Created Successfully' },
  saved: { id: 'trainerClasses.form.saved', defaultMessage: 'Your class is saved' },
  notSaved: { id: 'trainerClasses.form.notSaved', defaultMessage: 'Your changes were not saved. Please try again.' },

  // Video upload
  videoUploading: { id: 'trainerClasses.video.uploading', defaultMessage: 'Uploading {name}' },
  videoProgress: { id: 'trainerClasses.video.progress', defaultMessage: 'Video upload' },
  videoUploaded: { id: 'trainerClasses.video.uploaded', defaultMessage: 'Your video is uploaded' },
  videoFailed: { id: 'trainerClasses.video.failed', defaultMessage: 'The video did not upload: {reason}' },
  videoRetry: { id: 'trainerClasses.video.retry', defaultMessage: 'Try again' },
  videoLater: { id: 'trainerClasses.video.later', defaultMessage: 'Add it later' },

  // A recorded class's uploaded video
  videoTitle: { id: 'trainerClasses.videoState.title', defaultMessage: 'Video' },
  videoSubtitle: {
    id: 'trainerClasses.videoState.subtitle',
    defaultMessage: 'What customers watch once they buy the class.',
  },
  videoLoading: { id: 'trainerClasses.videoState.loading', defaultMessage: 'Loading the class’s video' },
  videoError: { id: 'trainerClasses.videoState.error', defaultMessage: 'The class’s video could not load' },
  videoNoneTitle: { id: 'trainerClasses.videoState.noneTitle', defaultMessage: 'No video yet' },
  videoNoneBody: {
    id: 'trainerClasses.videoState.noneBody',
    defaultMessage: 'Choose one under Class video above, then save your changes.',
  },
  videoFacts: { id: 'trainerClasses.videoState.facts', defaultMessage: '{size} · uploaded {date}' },
  videoProcessing: { id: 'trainerClasses.videoState.processing', defaultMessage: 'Processing' },
  videoProcessingHint: {
    id: 'trainerClasses.videoState.processingHint',
    defaultMessage: 'It will be ready to watch shortly. This page shows it when it is.',
  },
  videoReady: { id: 'trainerClasses.videoState.ready', defaultMessage: 'Ready' },

  // A class's fees and recording
  policyTitle: { id: 'trainerClasses.policy.title', defaultMessage: 'Fees and recording' },
  policySubtitle: {
    id: 'trainerClasses.policy.subtitle',
    defaultMessage:
      'What cancelling late or not coming costs on this class, and whether its live sessions become replays. Customers are told before they book; a change applies to bookings made after it.',
  },
  policyLoading: { id: 'trainerClasses.policy.loading', defaultMessage: 'Loading the class’s fees' },
  policyError: { id: 'trainerClasses.policy.error', defaultMessage: 'The class’s fees could not load' },
  policyFees: { id: 'trainerClasses.policy.fees', defaultMessage: 'Cancellation and no-show fees' },
  policyDefault: { id: 'trainerClasses.policy.default', defaultMessage: 'Use my default' },
  policyOwn: { id: 'trainerClasses.policy.own', defaultMessage: 'Its own fees (at most its price, {price})' },
  feesHint: {
    id: 'trainerClasses.form.feesHint',
    defaultMessage:
      'Your default is the one on Packs and offers. You can change this later on the class’s edit screen.',
  },
  feesNotSaved: {
    id: 'trainerClasses.form.feesNotSaved',
    defaultMessage: 'The class is created, but its fees were not saved. Set them again here.',
  },
  policyRecorded: { id: 'trainerClasses.policy.recorded', defaultMessage: 'Record live sessions as replays' },
  policyRecordedHint: {
    id: 'trainerClasses.policy.recordedHint',
    defaultMessage: 'Customers are told before they join. Everyone who booked a session gets its replay.',
  },
  policyRecordingOff: {
    id: 'trainerClasses.policy.recordingOff',
    defaultMessage:
      'Recording stops from the next session: a session already under way is still recorded, and replays already made stay.',
  },
  policyForSale: {
    id: 'trainerClasses.policy.forSale',
    defaultMessage: 'Sell replays to customers who did not book',
  },
  policySave: { id: 'trainerClasses.policy.save', defaultMessage: 'Save fees and recording' },
  policySaving: { id: 'trainerClasses.policy.saving', defaultMessage: 'Saving the fees and recording' },
  policySaved: { id: 'trainerClasses.policy.saved', defaultMessage: 'Fees and recording saved' },
  policyNotSaved: {
    id: 'trainerClasses.policy.notSaved',
    defaultMessage: 'The fees and recording were not saved: {reason}',
  },
  policyNotSent: { id: 'trainerClasses.policy.notSent', defaultMessage: 'Check your connection and try again.' },
});

export const statusLabels = defineMessages({
  DRAFT: { id: 'trainerClasses.status.draft', defaultMessage: 'Draft' },
  SCHEDULED: { id: 'trainerClasses.status.scheduled', defaultMessage: 'Scheduled' },
  LIVE: { id: 'trainerClasses.status.live', defaultMessage: 'Live now' },
  COMPLETED: { id: 'trainerClasses.status.completed', defaultMessage: 'Completed' },
  PUBLISHED: { id: 'trainerClasses.status.published', defaultMessage: 'Published' },
  CANCELLED: { id: 'trainerClasses.status.cancelled', defaultMessage: 'Cancelled' },
});

export const difficultyLabels = defineMessages({
  BEGINNER: { id: 'trainerClasses.difficulty.beginner', defaultMessage: 'Beginner' },
  INTERMEDIATE: { id: 'trainerClasses.difficulty.intermediate', defaultMessage: 'Intermediate' },
  ADVANCED: { id: 'trainerClasses.difficulty.advanced', defaultMessage: 'Advanced' },
});

/** Why a picture was not added, by the drop zone's reason. */
export const imageRefused = defineMessages({
  size: {
    id: 'trainerClasses.form.imageTooBig',
    defaultMessage: '{name} is larger than 1 MB, the most a picture may be. It was not added.',
  },
  type: {
    id: 'trainerClasses.form.imageWrongType',
    defaultMessage: '{name} is not a PNG, JPEG or WebP picture. It was not added.',
  },
  count: {
    id: 'trainerClasses.form.imageTooMany',
    defaultMessage: '{name} was not added: a class has at most 5 pictures.',
  },
});
