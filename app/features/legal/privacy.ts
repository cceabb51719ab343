import { defineMessages } from '@/app/i18n';
import type { LegalDocumentContent } from './types';

const m = defineMessages({
  pageTitle: { id: 'legal.privacy.pageTitle', defaultMessage: 'Privacy Policy' },
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy Policy' },
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage:
      'This policy explains what personal data {product} collects when you use our website and app, why we collect it, who we share it with and the rights you have. We have written it to be read, not skimmed past. Questions are welcome at {email}.',
  },

  s1Heading: { id: 'legal.privacy.s1.heading', defaultMessage: 'Who we are' },
  s1P1: {
    id: 'legal.privacy.s1.p1',
    defaultMessage:
      '{product} is an online marketplace, based in the United Kingdom, that connects customers with independent fitness trainers for live classes, recorded classes, one-to-one sessions and subscriptions.',
  },
  s1P2: {
    id: 'legal.privacy.s1.p2',
    defaultMessage:
      'For the personal data described in this policy, {product} is the controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. That means we decide how and why your data is used and we are responsible for looking after it. You can reach us about anything in this policy at {email}.',
  },

  s2Heading: { id: 'legal.privacy.s2.heading', defaultMessage: 'The data we collect' },
  s2P1: { id: 'legal.privacy.s2.p1', defaultMessage: 'We collect only what we need to run {product}:' },
  s2L1: {
    id: 'legal.privacy.s2.l1',
    defaultMessage:
      'Account data: your name, email address and password (held in encrypted form by our identity provider), or the basic profile details Google shares if you sign in with Google.',
  },
  s2L2: {
    id: 'legal.privacy.s2.l2',
    defaultMessage:
      'Profile data: for customers, a photo if you add one and your answers to our workout questions (goals, preferred times, intensity, equipment); for trainers, your bio, gender, date of birth, mobile number, skills, qualification certificates and the bank details we pay you to (bank name, account number and sort code).',
  },
  s2L3: {
    id: 'legal.privacy.s2.l3',
    defaultMessage:
      'Booking data: the classes, sessions and subscriptions you book or offer, trainers you follow, cancellations, refund requests and the reasons you give, and the reviews you write.',
  },
  s2L4: {
    id: 'legal.privacy.s2.l4',
    defaultMessage:
      'Payment data: amounts, dates, invoices, account credit and payouts. Card details go straight to our payment provider; we never see or store your full card number.',
  },
  s2L5: {
    id: 'legal.privacy.s2.l5',
    defaultMessage:
      'Notification data: if you allow notifications, a push-notification token that identifies your browser, so we can tell you when a class is about to start.',
  },
  s2L6: {
    id: 'legal.privacy.s2.l6',
    defaultMessage:
      'Video session data: when you join a class, the class you joined, when, and technical connection details. Your camera and microphone are streamed live to the class and are not recorded by us.',
  },
  s2L7: {
    id: 'legal.privacy.s2.l7',
    defaultMessage:
      'Usage data: your browser and device type, language, pages you visit on {product}, and error reports that help us fix problems.',
  },
  s2P2: {
    id: 'legal.privacy.s2.p2',
    defaultMessage:
      'Some of this can be health data — for example if you tell a trainer about an injury or a pregnancy, or choose pre-natal classes. Health data is a special category of data under the UK GDPR; we only use it with your explicit consent, for the purpose you gave it for, and you can withdraw that consent at any time.',
  },

  s3Heading: { id: 'legal.privacy.s3.heading', defaultMessage: 'How we use your data and our lawful bases' },
  s3P1: {
    id: 'legal.privacy.s3.p1',
    defaultMessage: 'The law requires us to have a lawful basis for each use of your data. Ours are:',
  },
  s3L1: {
    id: 'legal.privacy.s3.l1',
    defaultMessage:
      'Contract — to create and run your account, take bookings and payments, connect you to video classes, handle cancellations and refunds, validate trainers’ certificates and pay trainers.',
  },
  s3L2: {
    id: 'legal.privacy.s3.l2',
    defaultMessage:
      'Legitimate interests — to keep {product} secure and prevent fraud, to fix problems and improve the service, to recommend trainers and classes that match your answers, and to show reviews. We balance these interests against your rights, and you can object to them.',
  },
  s3L3: {
    id: 'legal.privacy.s3.l3',
    defaultMessage:
      'Consent — to send push notifications, to use health data, and to send marketing emails. You can withdraw consent at any time in your browser or account settings, or by emailing us.',
  },
  s3L4: {
    id: 'legal.privacy.s3.l4',
    defaultMessage:
      'Legal obligation — to keep financial records for HM Revenue & Customs, and to respond to lawful requests from authorities.',
  },
  s3P2: {
    id: 'legal.privacy.s3.p2',
    defaultMessage:
      'We do not sell your data, and we do not make decisions about you that have legal or similarly significant effects using only automated means.',
  },

  s4Heading: { id: 'legal.privacy.s4.heading', defaultMessage: 'Who we share it with' },
  s4P1: {
    id: 'legal.privacy.s4.p1',
    defaultMessage:
      'Trainers see what they need to deliver the training you book: your first name, your booking, and any answers or notes relevant to it. They see your video and hear your audio only while you are in their class with your camera and microphone on. Customers see a trainer’s public profile, classes and reviews, never their contact or bank details.',
  },
  s4P2: {
    id: 'legal.privacy.s4.p2',
    defaultMessage:
      'We use trusted service providers who process data for us, only on our instructions and under contracts that protect it (processors):',
  },
  s4L1: {
    id: 'legal.privacy.s4.l1',
    defaultMessage: 'our payment provider, which takes card payments and pays out to trainers;',
  },
  s4L2: {
    id: 'legal.privacy.s4.l2',
    defaultMessage: 'our video provider, which carries live classes and one-to-one sessions;',
  },
  s4L3: {
    id: 'legal.privacy.s4.l3',
    defaultMessage: 'our identity and push-notification provider, which handles sign-in and delivers notifications;',
  },
  s4L4: { id: 'legal.privacy.s4.l4', defaultMessage: 'our hosting, email and error-reporting providers.' },
  s4P3: {
    id: 'legal.privacy.s4.p3',
    defaultMessage:
      'We may also share data with professional advisers, with the police or regulators where the law requires it, and with a buyer if {product} is ever sold — in which case this policy continues to protect your data.',
  },

  s5Heading: { id: 'legal.privacy.s5.heading', defaultMessage: 'International transfers' },
  s5P1: {
    id: 'legal.privacy.s5.p1',
    defaultMessage:
      'Some of our providers store or process data outside the UK, for example in the European Economic Area or the United States. When they do, we make sure your data stays protected: the country is covered by UK adequacy regulations, or we use the UK International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses, together with extra safeguards where needed. You can ask us for details of these safeguards.',
  },

  s6Heading: { id: 'legal.privacy.s6.heading', defaultMessage: 'How long we keep it' },
  s6P1: { id: 'legal.privacy.s6.p1', defaultMessage: 'We keep personal data only as long as we need it:' },
  s6L1: {
    id: 'legal.privacy.s6.l1',
    defaultMessage:
      'account, profile and booking data: while your account is open, and for 2 years after you close it, in case of questions or claims;',
  },
  s6L2: {
    id: 'legal.privacy.s6.l2',
    defaultMessage:
      'payment records and invoices: 6 years after the end of the financial year they belong to, as tax law requires;',
  },
  s6L3: {
    id: 'legal.privacy.s6.l3',
    defaultMessage: 'trainers’ certificates: while the trainer teaches on {product}, and for 2 years afterwards;',
  },
  s6L4: {
    id: 'legal.privacy.s6.l4',
    defaultMessage: 'push-notification tokens: until you sign out, turn notifications off, or the token stops working;',
  },
  s6L5: {
    id: 'legal.privacy.s6.l5',
    defaultMessage: 'video session and usage data: 12 months.',
  },
  s6P2: {
    id: 'legal.privacy.s6.p2',
    defaultMessage: 'After that we delete the data or make it anonymous so it can no longer identify you.',
  },

  s7Heading: { id: 'legal.privacy.s7.heading', defaultMessage: 'Your rights' },
  s7P1: { id: 'legal.privacy.s7.p1', defaultMessage: 'Under UK data protection law you have the right to:' },
  s7L1: { id: 'legal.privacy.s7.l1', defaultMessage: 'access — get a copy of the personal data we hold about you;' },
  s7L2: { id: 'legal.privacy.s7.l2', defaultMessage: 'rectification — have inaccurate or incomplete data corrected;' },
  s7L3: {
    id: 'legal.privacy.s7.l3',
    defaultMessage: 'erasure — have your data deleted where we no longer have a good reason to keep it;',
  },
  s7L4: {
    id: 'legal.privacy.s7.l4',
    defaultMessage: 'restriction — ask us to pause using your data while a concern is looked into;',
  },
  s7L5: {
    id: 'legal.privacy.s7.l5',
    defaultMessage:
      'portability — receive the data you gave us in a common, machine-readable format, or have it sent to another service;',
  },
  s7L6: {
    id: 'legal.privacy.s7.l6',
    defaultMessage:
      'objection — object to uses based on our legitimate interests, and to direct marketing at any time;',
  },
  s7L7: { id: 'legal.privacy.s7.l7', defaultMessage: 'withdraw consent — where we rely on your consent.' },
  s7P2: {
    id: 'legal.privacy.s7.p2',
    defaultMessage:
      'To use any of these rights, email {email}. It’s free, and we reply within one month. We may need to confirm your identity first.',
  },
  s7P3: {
    id: 'legal.privacy.s7.p3',
    defaultMessage:
      'If you are unhappy with how we have handled your data, please tell us so we can put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, at <ico>ico.org.uk</ico> or on 0303 123 1113.',
  },

  s8Heading: { id: 'legal.privacy.s8.heading', defaultMessage: 'Cookies and local storage' },
  s8P1: {
    id: 'legal.privacy.s8.p1',
    defaultMessage:
      'We keep your session in your browser’s local storage: when you sign in, {product} stores your sign-in tokens, whether you have finished onboarding and the class you are booking, so you stay signed in as you move around. If you allow notifications, your browser’s notification token is kept there too. Signing out clears your session; you can also clear it at any time through your browser’s settings for this site.',
  },
  s8P2: {
    id: 'legal.privacy.s8.p2',
    defaultMessage:
      'Our sign-in service also sets strictly necessary cookies to keep sign-in secure. These storage items are essential for the service you ask for, so they do not need your consent. We do not use advertising or cross-site tracking cookies. If we ever want to use optional analytics, we will ask you first.',
  },

  s9Heading: { id: 'legal.privacy.s9.heading', defaultMessage: 'Children' },
  s9P1: {
    id: 'legal.privacy.s9.p1',
    defaultMessage:
      '{product} is for adults aged 18 and over. We do not knowingly collect data from anyone younger. If you believe a child has created an account, tell us at {email} and we will delete it.',
  },

  s10Heading: { id: 'legal.privacy.s10.heading', defaultMessage: 'Security' },
  s10P1: {
    id: 'legal.privacy.s10.p1',
    defaultMessage:
      'We protect your data with encryption in transit, access controls that limit who at {product} can see it, sign-in sessions that expire, and providers that meet recognised security standards. No online service can be perfectly secure, so please use a strong password you don’t use elsewhere. If a breach puts your rights at risk, we will tell you and the ICO as the law requires.',
  },

  s11Heading: { id: 'legal.privacy.s11.heading', defaultMessage: 'Changes to this policy' },
  s11P1: {
    id: 'legal.privacy.s11.p1',
    defaultMessage:
      'We update this policy when what we do with data changes. The date at the top shows when it last changed. If a change matters to you, we will tell you by email or in the app before it takes effect.',
  },

  s12Heading: { id: 'legal.privacy.s12.heading', defaultMessage: 'Contact us' },
  s12P1: {
    id: 'legal.privacy.s12.p1',
    defaultMessage:
      'For any question about your data or this policy, or to use your rights, email {email}. We reply within one month, and usually much sooner.',
  },
});

/** The Privacy Policy as data: numbered sections with stable anchors (the table of contents links to them). */
export const privacy: LegalDocumentContent = {
  pageTitle: m.pageTitle,
  title: m.title,
  intro: m.intro,
  sections: [
    { id: 'who-we-are', heading: m.s1Heading, paragraphs: [m.s1P1, m.s1P2] },
    {
      id: 'data-we-collect',
      heading: m.s2Heading,
      paragraphs: [m.s2P1, { list: [m.s2L1, m.s2L2, m.s2L3, m.s2L4, m.s2L5, m.s2L6, m.s2L7] }, m.s2P2],
    },
    {
      id: 'how-we-use-it',
      heading: m.s3Heading,
      paragraphs: [m.s3P1, { list: [m.s3L1, m.s3L2, m.s3L3, m.s3L4] }, m.s3P2],
    },
    {
      id: 'sharing',
      heading: m.s4Heading,
      paragraphs: [m.s4P1, m.s4P2, { list: [m.s4L1, m.s4L2, m.s4L3, m.s4L4] }, m.s4P3],
    },
    { id: 'international-transfers', heading: m.s5Heading, paragraphs: [m.s5P1] },
    {
      id: 'retention',
      heading: m.s6Heading,
      paragraphs: [m.s6P1, { list: [m.s6L1, m.s6L2, m.s6L3, m.s6L4, m.s6L5] }, m.s6P2],
    },
    {
      id: 'your-rights',
      heading: m.s7Heading,
      paragraphs: [m.s7P1, { list: [m.s7L1, m.s7L2, m.s7L3, m.s7L4, m.s7L5, m.s7L6, m.s7L7] }, m.s7P2, m.s7P3],
    },
    { id: 'cookies-and-local-storage', heading: m.s8Heading, paragraphs: [m.s8P1, m.s8P2] },
    { id: 'children', heading: m.s9Heading, paragraphs: [m.s9P1] },
    { id: 'security', heading: m.s10Heading, paragraphs: [m.s10P1] },
    { id: 'changes', heading: m.s11Heading, paragraphs: [m.s11P1] },
    { id: 'contact', heading: m.s12Heading, paragraphs: [m.s12P1] },
  ],
};
