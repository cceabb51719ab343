import { defineMessages } from '@/app/i18n';

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
    defaultMessage: 'Connect a camera or a microphone (either is enough), then try again.',
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
  failureSessionEndedTitle: { id: 'videoRoom.failure.sessionEnded.title', defaultMessage: 'Your session has ended' },
  failureSessionEndedBody: {
    id: 'videoRoom.failure.sessionEnded.body',
    defaultMessage: 'Log in again to join. You’ll come straight back to this room.',
  },
  failureSdkTitle: { id: 'videoRoom.failure.sdk.title', defaultMessage: 'The video room didn’t load' },
  failureSdkBody: {
    id: 'videoRoom.failure.sdk.body',
    defaultMessage: 'Part of Kinetic didn’t arrive, perhaps because it was just updated. Reload the page to join.',
  },
  failureJoinTitle: { id: 'videoRoom.failure.join.title', defaultMessage: 'The video service didn’t let you in' },
  failureJoinBody: {
    id: 'videoRoom.failure.join.body',
    defaultMessage: 'It refused or didn’t answer. Check your connection and try again.',
  },
  failurePublishTitle: {
    id: 'videoRoom.failure.publish.title',
    defaultMessage: 'Your camera and microphone weren’t sent',
  },
  failurePublishBody: {
    id: 'videoRoom.failure.publish.body',
    defaultMessage: 'You reached the room, but the others couldn’t get your picture and sound. Try again.',
  },
  notSetUpTitle: { id: 'videoRoom.notSetUp.title', defaultMessage: 'Video isn’t set up yet' },
  notSetUpBody: {
    id: 'videoRoom.notSetUp.body',
    defaultMessage: 'Kinetic can’t open video rooms here yet. Please contact us, and we’ll sort it out.',
  },
  reload: { id: 'videoRoom.reload', defaultMessage: 'Reload' },
  noCamera: { id: 'videoRoom.noCamera', defaultMessage: 'No camera: you’ll join with your microphone only.' },
  logInAgain: { id: 'videoRoom.logInAgain', defaultMessage: 'Log in' },
  classPage: { id: 'videoRoom.classPage', defaultMessage: 'Go to the class' },
  tryAgain: { id: 'videoRoom.tryAgain', defaultMessage: 'Try again' },

  stageLabel: { id: 'videoRoom.stage.label', defaultMessage: 'Video' },
  trainerVideo: { id: 'videoRoom.trainerVideo', defaultMessage: 'Video of {name}' },
  selfVideo: { id: 'videoRoom.selfVideo', defaultMessage: 'Your video' },
  waitingTrainer: { id: 'videoRoom.waiting.trainer', defaultMessage: 'Waiting for {name} to start the video…' },
  waitingCustomer: { id: 'videoRoom.waiting.customer', defaultMessage: 'Waiting for the other person to join…' },
  liveBadge: { id: 'videoRoom.live', defaultMessage: 'Live' },
  recordingBadge: { id: 'videoRoom.recordingBadge', defaultMessage: 'Recording' },
  recordedTitle: { id: 'videoRoom.recorded.title', defaultMessage: 'This class is recorded' },
  recordedViewer: {
    id: 'videoRoom.recorded.viewer',
    defaultMessage: 'The trainer is recorded while the class runs, and everyone who booked gets the replay.',
  },
  recordedTrainer: {
    id: 'videoRoom.recorded.trainer',
    defaultMessage:
      'Recording starts when you go live and stops when the session ends. Everyone who booked gets the replay.',
  },
  reconnectingBadge: { id: 'videoRoom.reconnectingBadge', defaultMessage: 'Reconnecting' },
  viewers: {
    id: 'videoRoom.viewers',
    defaultMessage: '{count, plural, =0 {No one watching yet} one {# watching} other {# watching}}',
  },
  viewersUnavailable: { id: 'videoRoom.viewers.unavailable', defaultMessage: 'Viewer count unavailable' },
  cameraLostNotice: {
    id: 'videoRoom.notice.cameraLost',
    defaultMessage:
      'Your camera stopped: it was unplugged or its permission was taken back. Another one is sent if there is one; pick it here.',
  },
  microphoneLostNotice: {
    id: 'videoRoom.notice.microphoneLost',
    defaultMessage:
      'Your microphone stopped: it was unplugged or its permission was taken back. Another one is sent if there is one; pick it here.',
  },
  deviceNoneNotice: {
    id: 'videoRoom.notice.deviceNone',
    defaultMessage:
      'Your camera and microphone stopped, and no other opened. Connect one, or pick one, then try again.',
  },
  deviceNotSentNotice: {
    id: 'videoRoom.notice.deviceNotSent',
    defaultMessage: 'Your new camera or microphone wasn’t sent. Pick it again, or leave and rejoin.',
  },
  dismiss: { id: 'videoRoom.dismiss', defaultMessage: 'Dismiss' },
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

  connected: { id: 'videoRoom.connected', defaultMessage: 'Connected: you’re in the room.' },
  reconnecting: {
    id: 'videoRoom.reconnecting',
    defaultMessage: 'Connection lost. Reconnecting…',
  },
  replacedTitle: { id: 'videoRoom.replaced.title', defaultMessage: 'You’re in this room on another device' },
  replacedBody: {
    id: 'videoRoom.replaced.body',
    defaultMessage:
      'You joined from another tab or device, so this one stepped out. Continue here to move back (the other one steps out).',
  },
  continueHere: { id: 'videoRoom.continueHere', defaultMessage: 'Continue here' },
  removedTitle: { id: 'videoRoom.removed.title', defaultMessage: 'You can’t join this room' },
  removedBody: {
    id: 'videoRoom.removed.body',
    defaultMessage: 'The video service closed this room to you. Contact us if you think this is a mistake.',
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
