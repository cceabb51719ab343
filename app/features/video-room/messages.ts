import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  loadingPageTitle: { id: 'videoRoom.loading.pageTitle', defaultMessage: 'Video room' },
  notFoundPageTitle: { id: 'videoRoom.notFound.pageTitle', defaultMessage: 'Room not found' },
  notFoundTitle: { id: 'videoRoom.notFound.title', defaultMessage: 'We couldn’t find this room' },
  notFoundBody: {
    id: 'videoRoom.notFound.body',
    defaultMessage: 'The class or session may have been cancelled. Your dashboard lists what you can join.',
  },
  loadError: { id: 'videoRoom.load.error', defaultMessage: 'We couldn’t open this room' },
  opening: { id: 'videoRoom.loading', defaultMessage: 'Opening the room' },
  backToDashboard: { id: 'videoRoom.backToDashboard', defaultMessage: 'Back to your dashboard' },
  withTrainerWhen: { id: 'videoRoom.withTrainerWhen', defaultMessage: 'with {trainer} · {date}, {start} to {end}' },

  earlyTitle: { id: 'videoRoom.early.title', defaultMessage: 'Not started yet' },
  earlyBody: {
    id: 'videoRoom.early.body',
    defaultMessage: 'The room opens 10 minutes before the start. Keep this page open: it opens by itself.',
  },
  countdownLabel: { id: 'videoRoom.countdown.label', defaultMessage: 'Starts in' },
  overTitle: { id: 'videoRoom.over.title', defaultMessage: 'This session is over' },
  overBody: { id: 'videoRoom.over.body', defaultMessage: 'It ended at {end}. Recorded classes are in your library.' },
  libraryLink: { id: 'videoRoom.library', defaultMessage: 'Open your library' },

  previewLabel: { id: 'videoRoom.preview.label', defaultMessage: 'Your camera preview' },
  camera: { id: 'videoRoom.camera', defaultMessage: 'Camera' },
  microphone: { id: 'videoRoom.microphone', defaultMessage: 'Microphone' },
  micLevel: { id: 'videoRoom.micLevel', defaultMessage: 'Microphone level' },
  deviceFallback: { id: 'videoRoom.deviceFallback', defaultMessage: 'Device {number}' },
  goLive: { id: 'videoRoom.goLive', defaultMessage: 'Go live' },
  join: { id: 'videoRoom.join', defaultMessage: 'Join' },
  joining: { id: 'videoRoom.joining', defaultMessage: 'Joining…' },
  trainerIntro: {
    id: 'videoRoom.trainer.intro',
    defaultMessage: 'Check your camera and microphone, then go live. Booked customers can join from now on.',
  },
  viewerIntro: {
    id: 'videoRoom.viewer.intro',
    defaultMessage: 'You watch and listen; your camera and microphone stay off in a class.',
  },
  oneToOneIntro: {
    id: 'videoRoom.oneToOne.intro',
    defaultMessage: 'Check your camera and microphone, then join. You will see each other.',
  },

  failurePermissionTitle: {
    id: 'videoRoom.failure.permission.title',
    defaultMessage: 'Camera and microphone are blocked',
  },
  failurePermissionBody: {
    id: 'videoRoom.failure.permission.body',
    defaultMessage: 'Allow them for this site in your browser’s address bar or settings, then try again.',
  },
  failureNoDeviceTitle: { id: 'videoRoom.failure.noDevice.title', defaultMessage: 'No camera or microphone found' },
  failureNoDeviceBody: {
    id: 'videoRoom.failure.noDevice.body',
    defaultMessage: 'Connect a camera and a microphone (or pick another one), then try again.',
  },
  failureInUseTitle: { id: 'videoRoom.failure.inUse.title', defaultMessage: 'Your camera or microphone is busy' },
  failureInUseBody: {
    id: 'videoRoom.failure.inUse.body',
    defaultMessage: 'Another app or tab is using it. Close it, then try again.',
  },
  failureTokenTitle: { id: 'videoRoom.failure.token.title', defaultMessage: 'We couldn’t connect you to the room' },
  failureTokenBody: {
    id: 'videoRoom.failure.token.body',
    defaultMessage: 'Our video service didn’t answer. Check your connection and try again.',
  },
  failureNotBookedTitle: { id: 'videoRoom.failure.notBooked.title', defaultMessage: 'This class isn’t booked' },
  failureNotBookedBody: {
    id: 'videoRoom.failure.notBooked.body',
    defaultMessage: 'Only customers who booked this class can join it. Book a place on the class page.',
  },
  classPage: { id: 'videoRoom.classPage', defaultMessage: 'Go to the class' },
  tryAgain: { id: 'videoRoom.tryAgain', defaultMessage: 'Try again' },

  stageLabel: { id: 'videoRoom.stage.label', defaultMessage: 'Video' },
  trainerVideo: { id: 'videoRoom.trainerVideo', defaultMessage: 'Video of {name}' },
  selfVideo: { id: 'videoRoom.selfVideo', defaultMessage: 'Your video' },
  waitingTrainer: { id: 'videoRoom.waiting.trainer', defaultMessage: 'Waiting for {name} to start the video…' },
  waitingCustomer: { id: 'videoRoom.waiting.customer', defaultMessage: 'Waiting for the other person to join…' },
  liveBadge: { id: 'videoRoom.live', defaultMessage: 'Live' },
  viewers: {
    id: 'videoRoom.viewers',
    defaultMessage: '{count, plural, =0 {No one watching yet} one {# watching} other {# watching}}',
  },
  controls: { id: 'videoRoom.controls', defaultMessage: 'Room controls' },
  mute: { id: 'videoRoom.mute', defaultMessage: 'Mute microphone' },
  unmute: { id: 'videoRoom.unmute', defaultMessage: 'Unmute microphone' },
  stopCamera: { id: 'videoRoom.stopCamera', defaultMessage: 'Stop camera' },
  startCamera: { id: 'videoRoom.startCamera', defaultMessage: 'Start camera' },
  shareScreen: { id: 'videoRoom.shareScreen', defaultMessage: 'Share screen' },
  stopSharing: { id: 'videoRoom.stopSharing', defaultMessage: 'Stop sharing' },
  shareFailed: { id: 'videoRoom.shareFailed', defaultMessage: 'Your screen wasn’t shared. You can try again.' },
  endClass: { id: 'videoRoom.endClass', defaultMessage: 'End class' },
  endSession: { id: 'videoRoom.endSession', defaultMessage: 'End session' },
  muteSound: { id: 'videoRoom.muteSound', defaultMessage: 'Mute sound' },
  unmuteSound: { id: 'videoRoom.unmuteSound', defaultMessage: 'Unmute sound' },
  fullScreen: { id: 'videoRoom.fullScreen', defaultMessage: 'Full screen' },
  exitFullScreen: { id: 'videoRoom.exitFullScreen', defaultMessage: 'Exit full screen' },
  leave: { id: 'videoRoom.leave', defaultMessage: 'Leave' },

  reconnecting: {
    id: 'videoRoom.reconnecting',
    defaultMessage: 'Connection lost. Reconnecting… (attempt {attempt} of {max})',
  },
  disconnectedTitle: { id: 'videoRoom.disconnected.title', defaultMessage: 'You’re disconnected' },
  disconnectedBody: {
    id: 'videoRoom.disconnected.body',
    defaultMessage: 'We couldn’t reconnect you. Check your connection, then rejoin.',
  },
  rejoin: { id: 'videoRoom.rejoin', defaultMessage: 'Rejoin' },
  leftTitle: { id: 'videoRoom.left.title', defaultMessage: 'You left the room' },
  leftBody: { id: 'videoRoom.left.body', defaultMessage: 'The session is still on. You can rejoin until it ends.' },
  endedTitle: { id: 'videoRoom.ended.title', defaultMessage: 'The class has ended' },
  endedBody: { id: 'videoRoom.ended.body', defaultMessage: 'Thanks for training with {name}.' },
  endedTrainerBody: { id: 'videoRoom.ended.trainerBody', defaultMessage: 'You ended the class for everyone.' },
  sessionEndedTitle: { id: 'videoRoom.sessionEnded.title', defaultMessage: 'The session has ended' },
  sessionEndedBody: {
    id: 'videoRoom.sessionEnded.body',
    defaultMessage: 'The one-to-one session is over for both of you.',
  },
});
