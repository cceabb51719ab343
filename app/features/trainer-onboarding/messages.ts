import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  pageTitle: { id: 'trainerOnboarding.pageTitle', defaultMessage: 'Get ready to sell' },
  title: { id: 'trainerOnboarding.title', defaultMessage: 'Get ready to sell' },
  intro: {
    id: 'trainerOnboarding.intro',
    defaultMessage:
      'Tell customers about yourself, send your certificates for validation and add the account we pay you into. Each part saves on its own, so you can come back any time.',
  },
  missingTitle: { id: 'trainerOnboarding.missing.title', defaultMessage: 'Still to do before you can publish classes' },
  allDone: { id: 'trainerOnboarding.missing.none', defaultMessage: 'You are validated: you can publish classes.' },
  toClasses: { id: 'trainerOnboarding.missing.toClasses', defaultMessage: 'Go to your classes' },
  later: { id: 'trainerOnboarding.missing.later', defaultMessage: 'Finish later and go to your dashboard' },

  // Profile
  profileTitle: { id: 'trainerOnboarding.profile.title', defaultMessage: 'Your profile' },
  profileIntro: {
    id: 'trainerOnboarding.profile.intro',
    defaultMessage: 'Customers see your bio, gender and skills; your date of birth and number stay with us.',
  },
  loadingProfile: { id: 'trainerOnboarding.profile.loading', defaultMessage: 'Loading your profile' },
  profileError: { id: 'trainerOnboarding.profile.error', defaultMessage: 'Your profile could not load' },
  bio: { id: 'trainerOnboarding.profile.bio', defaultMessage: 'Bio' },
  bioRequired: {
    id: 'trainerOnboarding.profile.bioRequired',
    defaultMessage: 'Write a few lines about how you train people.',
  },
  gender: { id: 'trainerOnboarding.profile.gender', defaultMessage: 'Gender' },
  genderRequired: { id: 'trainerOnboarding.profile.genderRequired', defaultMessage: 'Select any one of the options' },
  dateOfBirth: { id: 'trainerOnboarding.profile.dateOfBirth', defaultMessage: 'Date of birth' },
  dateOfBirthHint: { id: 'trainerOnboarding.profile.dateOfBirthHint', defaultMessage: 'You must be 18 or older.' },
  dateOfBirthRequired: {
    id: 'trainerOnboarding.profile.dateOfBirthRequired',
    defaultMessage: 'Enter your date of birth.',
  },
  tooYoung: { id: 'trainerOnboarding.profile.tooYoung', defaultMessage: 'Trainers must be 18 or older.' },
  mobile: { id: 'trainerOnboarding.profile.mobile', defaultMessage: 'Mobile number' },
  mobileHint: { id: 'trainerOnboarding.profile.mobileHint', defaultMessage: 'A UK mobile, like 07700 900456.' },
  mobileRequired: { id: 'trainerOnboarding.profile.mobileRequired', defaultMessage: 'Enter your mobile number.' },
  mobileInvalid: {
    id: 'trainerOnboarding.profile.mobileInvalid',
    defaultMessage: 'Enter a UK mobile number, like 07700 900456 or +44 7700 900456.',
  },
  skills: { id: 'trainerOnboarding.profile.skills', defaultMessage: 'Skills' },
  selectSpecialities: {
    id: 'trainerOnboarding.profile.selectSpecialities',
    defaultMessage: 'Select atleast one of the specialities',
  },
  professionalTraining: { id: 'trainerOnboarding.profile.training', defaultMessage: 'Professional training' },
  selectSkillAndTraining: {
    id: 'trainerOnboarding.profile.selectSkillAndTraining',
    defaultMessage: 'Please select a skill and professional training',
  },
  incomplete: { id: 'trainerOnboarding.incomplete', defaultMessage: 'Incomplete Fields!' },
  fillRequired: { id: 'trainerOnboarding.fillRequired', defaultMessage: 'Please fill in all required fields' },
  saveProfile: { id: 'trainerOnboarding.profile.save', defaultMessage: 'Save profile' },
  saving: { id: 'trainerOnboarding.profile.saving', defaultMessage: 'Saving' },
  profileSaved: { id: 'trainerOnboarding.profile.saved', defaultMessage: 'Your profile is saved' },
  profileNotSaved: { id: 'trainerOnboarding.profile.notSaved', defaultMessage: 'Your profile was not saved: {reason}' },

  // Certificates
  certificatesTitle: { id: 'trainerOnboarding.certificates.title', defaultMessage: 'Certificates' },
  certificatesIntro: {
    id: 'trainerOnboarding.certificates.intro',
    defaultMessage:
      'Our team checks each one, usually within two working days. One validated certificate lets you publish classes.',
  },
  certificatesList: { id: 'trainerOnboarding.certificates.list', defaultMessage: 'Certificates sent' },
  loadingCertificates: { id: 'trainerOnboarding.certificates.loading', defaultMessage: 'Loading your certificates' },
  certificatesError: { id: 'trainerOnboarding.certificates.error', defaultMessage: 'Your certificates could not load' },
  noCertificates: { id: 'trainerOnboarding.certificates.none', defaultMessage: 'You have not sent a certificate yet.' },
  certificateFrom: { id: 'trainerOnboarding.certificates.from', defaultMessage: '{issuer} · {file}' },
  rejectedBecause: { id: 'trainerOnboarding.certificates.rejectedBecause', defaultMessage: 'Not accepted: {reason}' },
  certificateName: { id: 'trainerOnboarding.certificates.name', defaultMessage: 'Certificate' },
  certificateNameRequired: {
    id: 'trainerOnboarding.certificates.nameRequired',
    defaultMessage: 'Say what the certificate is, like Level 3 Diploma in Personal Training.',
  },
  issuer: { id: 'trainerOnboarding.certificates.issuer', defaultMessage: 'Issued by' },
  issuerRequired: { id: 'trainerOnboarding.certificates.issuerRequired', defaultMessage: 'Say who issued it.' },
  certificateFile: { id: 'trainerOnboarding.certificates.file', defaultMessage: 'Certificate file' },
  certificateDrop: { id: 'trainerOnboarding.certificates.drop', defaultMessage: 'Drag the file here or' },
  certificateBrowse: { id: 'trainerOnboarding.certificates.browse', defaultMessage: 'Choose a file' },
  certificateHint: { id: 'trainerOnboarding.certificates.hint', defaultMessage: 'A PDF or an image, at most 1 MB.' },
  certificateFileRequired: {
    id: 'trainerOnboarding.certificates.fileRequired',
    defaultMessage: 'Choose the certificate’s file.',
  },
  remove: { id: 'trainerOnboarding.certificates.remove', defaultMessage: 'Remove {name}' },
  sendCertificate: { id: 'trainerOnboarding.certificates.send', defaultMessage: 'Send for validation' },
  sending: { id: 'trainerOnboarding.certificates.sending', defaultMessage: 'Sending' },
  certificateSent: { id: 'trainerOnboarding.certificates.sent', defaultMessage: '{name} is sent for validation' },
  certificateNotSent: {
    id: 'trainerOnboarding.certificates.notSent',
    defaultMessage: 'The certificate was not sent: {reason}',
  },

  // Bank account
  bankTitle: { id: 'trainerOnboarding.bank.title', defaultMessage: 'Bank account' },
  bankIntro: {
    id: 'trainerOnboarding.bank.intro',
    defaultMessage: 'Where we pay what you earn. The account number is 8 digits, the sort code 6.',
  },
  loadingBank: { id: 'trainerOnboarding.bank.loading', defaultMessage: 'Loading your bank account' },
  bankError: { id: 'trainerOnboarding.bank.error', defaultMessage: 'Your bank account could not load' },
});

export const missingLabels = defineMessages({
  profile: { id: 'trainerOnboarding.missing.profile', defaultMessage: 'Complete your profile: bio and skills.' },
  certificate: {
    id: 'trainerOnboarding.missing.certificate',
    defaultMessage: 'Have a certificate validated: send one, or wait for the review of those sent.',
  },
  bankAccount: { id: 'trainerOnboarding.missing.bankAccount', defaultMessage: 'Add the bank account we pay you into.' },
});

export const genderLabels = defineMessages({
  FEMALE: { id: 'trainerOnboarding.gender.female', defaultMessage: 'Female' },
  MALE: { id: 'trainerOnboarding.gender.male', defaultMessage: 'Male' },
  NON_BINARY: { id: 'trainerOnboarding.gender.nonBinary', defaultMessage: 'Non Binary' },
});

export const certificateStatus = defineMessages({
  PENDING_REVIEW: { id: 'trainerOnboarding.certificates.pending', defaultMessage: 'Pending' },
  VALIDATED: { id: 'trainerOnboarding.certificates.validated', defaultMessage: 'Validated' },
  REJECTED: { id: 'trainerOnboarding.certificates.rejected', defaultMessage: 'Rejected' },
});

export const certificateRefused = defineMessages({
  size: {
    id: 'trainerOnboarding.certificates.tooBig',
    defaultMessage: '{name} is larger than 1 MB, the most a certificate may be. It was not added.',
  },
  type: {
    id: 'trainerOnboarding.certificates.wrongType',
    defaultMessage: '{name} is not a PDF or an image. It was not added.',
  },
});
