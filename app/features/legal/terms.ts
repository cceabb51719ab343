import { defineMessages } from '@/app/i18n';
import type { LegalDocumentContent } from './types';

const m = defineMessages({
  pageTitle: { id: 'legal.terms.pageTitle', defaultMessage: 'Terms of Service' },
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of Service' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage:
      'These terms are the agreement between you and {product} when you use our website and app to find, book and join fitness training, or to offer it as a trainer. Please read them before you create an account. If anything is unclear, email us at {email} — we’re happy to explain.',
  },

  s1Heading: { id: 'legal.terms.s1.heading', defaultMessage: 'Who we are and what these terms cover' },
  s1P1: {
    id: 'legal.terms.s1.p1',
    defaultMessage:
      '{product} (“we”, “us”, “our”) runs an online marketplace, based in the United Kingdom, that connects people who want to train (“customers”) with independent fitness professionals (“trainers”). Through {product} trainers offer live classes, recorded (on-demand) classes, one-to-one sessions and subscriptions, and customers discover, book, pay for and join them by video.',
  },
  s1P2: {
    id: 'legal.terms.s1.p2',
    defaultMessage:
      'These terms apply to everyone who uses {product}. Some parts apply only to customers or only to trainers, and we say so where that is the case. Our Privacy Policy explains how we handle your personal data and forms part of this agreement.',
  },
  s1P3: {
    id: 'legal.terms.s1.p3',
    defaultMessage:
      'Trainers are independent businesses, not our employees or agents for the training itself. When you book a class or session, the contract for that training is between you and the trainer; {product} provides the platform, takes payment on the trainer’s behalf and handles refunds as described below.',
  },

  s2Heading: { id: 'legal.terms.s2.heading', defaultMessage: 'Your account' },
  s2P1: {
    id: 'legal.terms.s2.p1',
    defaultMessage:
      'You need an account to book, subscribe, hold account credit or teach. There are two kinds: customer accounts and trainer accounts, each with its own sign-in. You can sign up with an email address and password or with a Google account.',
  },
  s2P2: {
    id: 'legal.terms.s2.p2',
    defaultMessage:
      'You must be at least 18 years old and give accurate details, and keep them up to date. Keep your password private and don’t share your account; you are responsible for what happens under it. If you think someone else has used your account, change your password and tell us straight away.',
  },
  s2P3: {
    id: 'legal.terms.s2.p3',
    defaultMessage:
      'For your security we sign you out automatically after a period of time, and we may ask you to verify your email address with a one-time code.',
  },

  s3Heading: { id: 'legal.terms.s3.heading', defaultMessage: 'Bookings, classes and subscriptions' },
  s3P1: {
    id: 'legal.terms.s3.p1',
    defaultMessage: 'Trainers can offer four kinds of training on {product}:',
  },
  s3L1: {
    id: 'legal.terms.s3.l1',
    defaultMessage: 'Live classes: group sessions streamed at a set date and time, which you join by video.',
  },
  s3L2: {
    id: 'legal.terms.s3.l2',
    defaultMessage: 'Recorded classes: on-demand videos you can watch whenever suits you while you have access.',
  },
  s3L3: {
    id: 'legal.terms.s3.l3',
    defaultMessage: 'One-to-one sessions: private video sessions booked into a trainer’s available times.',
  },
  s3L4: {
    id: 'legal.terms.s3.l4',
    defaultMessage:
      'Subscriptions: a recurring monthly payment to a trainer that gives you access to the classes included in that subscription.',
  },
  s3P2: {
    id: 'legal.terms.s3.p2',
    defaultMessage:
      'A booking is confirmed when your payment succeeds and the booking appears in your dashboard. We also email you a receipt. The class description, date, duration, difficulty, equipment and price shown when you book are what you are buying; trainers must describe their classes accurately.',
  },
  s3P3: {
    id: 'legal.terms.s3.p3',
    defaultMessage:
      'A subscription renews automatically each month on the day you first subscribed until you leave it. You can leave at any time from your dashboard; you keep access until the end of the period you have paid for and won’t be charged again. If a trainer withdraws a subscription, it ends and you are refunded for any unused part of the current period.',
  },

  s4Heading: { id: 'legal.terms.s4.heading', defaultMessage: 'Prices, payments and account credit' },
  s4P1: {
    id: 'legal.terms.s4.p1',
    defaultMessage:
      'All prices are in pounds sterling (GBP) and include any VAT that applies. The price you see before you pay is the price you pay; there are no hidden booking fees.',
  },
  s4P2: {
    id: 'legal.terms.s4.p2',
    defaultMessage:
      'Payments are taken by our payment provider, which processes your card securely. We never see or store your full card number. If a payment fails, no booking is made and nothing is taken; any temporary hold your bank placed is released by your bank.',
  },
  s4P3: {
    id: 'legal.terms.s4.p3',
    defaultMessage:
      'You can hold account credit: money you top up, or refunds we give as credit, kept in your account in GBP to spend on any class, session or subscription. Credit does not expire while your account is open, cannot be transferred to another person and is not a bank account, so it earns no interest. If you close your account, we will refund any credit you paid for to your original payment method; promotional credit we gave you for free has no cash value.',
  },

  s5Heading: { id: 'legal.terms.s5.heading', defaultMessage: 'Cancellations and refunds' },
  s5P1: {
    id: 'legal.terms.s5.p1',
    defaultMessage:
      'You can cancel a booked live class or one-to-one session from your dashboard. If you cancel at least 24 hours before it starts, you get a full refund. If you cancel later than that, the trainer has usually kept the place for you, so we don’t normally refund it — but we look at every request fairly.',
  },
  s5P2: {
    id: 'legal.terms.s5.p2',
    defaultMessage:
      'If a trainer cancels a class or session, you get a full refund automatically, to your account credit or your original payment method — your choice.',
  },
  s5P3: {
    id: 'legal.terms.s5.p3',
    defaultMessage:
      'If a live class didn’t happen as described — for example it started very late, ended early, or a problem on our side or the trainer’s meant you couldn’t join — you can send a refund request for that live class from your dashboard within 14 days, telling us briefly what went wrong. We aim to reply within 5 working days. Refunds go back to the way you paid and usually arrive within 5 to 10 working days, or straight away as account credit.',
  },
  s5P4: {
    id: 'legal.terms.s5.p4',
    defaultMessage:
      'Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 you normally have 14 days to change your mind about a subscription. If you ask us to give you access straight away and then cancel within those 14 days, we refund you minus a fair amount for what you have already used. Bookings for a class or session on a specific date are leisure services, which these regulations do not give a cancellation period for; the cancellation rules above apply instead.',
  },
  s5P5: {
    id: 'legal.terms.s5.p5',
    defaultMessage:
      'None of this affects your legal rights if a class or session was not provided with reasonable care and skill.',
  },

  s6Heading: { id: 'legal.terms.s6.heading', defaultMessage: 'If you are a trainer' },
  s6P1: {
    id: 'legal.terms.s6.p1',
    defaultMessage: 'To teach on {product}, you agree that:',
  },
  s6L1: {
    id: 'legal.terms.s6.l1',
    defaultMessage:
      'you hold recognised, current qualifications for the training you offer, and you upload your certificates so we can validate them before your classes are listed. We may ask for them again at any time and hide your classes until they are validated;',
  },
  s6L2: {
    id: 'legal.terms.s6.l2',
    defaultMessage:
      'you hold suitable professional indemnity and public liability insurance for the training you deliver;',
  },
  s6L3: {
    id: 'legal.terms.s6.l3',
    defaultMessage:
      'your prices are at least £20 for each 45 minutes of session time; the price of a class is calculated from its duration;',
  },
  s6L4: {
    id: 'legal.terms.s6.l4',
    defaultMessage:
      'you describe classes honestly (level, equipment needed, duration), start on time, and give clear, safe instruction with alternatives for different abilities;',
  },
  s6L5: {
    id: 'legal.terms.s6.l5',
    defaultMessage:
      'you cancel only when you have to, as early as possible; each cancellation is refunded to your customers in full;',
  },
  s6L6: {
    id: 'legal.terms.s6.l6',
    defaultMessage:
      'you use customers’ details only to deliver the training they booked, and never contact them to take bookings or payments off {product}.',
  },
  s6P2: {
    id: 'legal.terms.s6.p2',
    defaultMessage:
      'We collect payments for you and pay out what you have earned, less our service fee and any refunds, to the UK bank account you give us (bank name, account number and sort code). Your fee, payout schedule and statements are shown in your trainer dashboard. We may hold a payout while we look into a refund request, a dispute or suspected fraud.',
  },
  s6P3: {
    id: 'legal.terms.s6.p3',
    defaultMessage:
      'You are self-employed, not our employee. You are responsible for your own tax and National Insurance on what you earn, and for registering for VAT if you need to.',
  },

  s7Heading: { id: 'legal.terms.s7.heading', defaultMessage: 'Health and safety' },
  s7P1: {
    id: 'legal.terms.s7.p1',
    defaultMessage:
      'Exercise carries a risk of injury. Before you start a new programme — and especially if you are pregnant or have recently given birth, have a medical condition, an injury, or haven’t exercised for a while — consult a doctor or another qualified health professional.',
  },
  s7P2: {
    id: 'legal.terms.s7.p2',
    defaultMessage:
      'Train within your limits. Stop straight away if you feel pain, dizziness, faintness or shortness of breath, and get medical help if you need it. Make sure the space around you is clear, your equipment is in good order and your floor is not slippery.',
  },
  s7P3: {
    id: 'legal.terms.s7.p3',
    defaultMessage:
      'Trainers give general instruction to a group or to you by video; they cannot see everything a trainer in the room could. Tell your trainer about anything that affects how you should train. Classes on {product} are not medical advice and are not a substitute for it.',
  },

  s8Heading: { id: 'legal.terms.s8.heading', defaultMessage: 'Live and recorded video classes' },
  s8P1: {
    id: 'legal.terms.s8.p1',
    defaultMessage:
      'Classes run in your browser. You need a reasonably recent browser, a stable internet connection and, for one-to-one sessions, a camera and microphone you allow {product} to use. We do our best to keep video running smoothly but cannot promise it will always be uninterrupted.',
  },
  s8P2: {
    id: 'legal.terms.s8.p2',
    defaultMessage:
      'Customers must not record, screenshot, copy, stream or share any live or recorded class, or anyone who appears in it. Classes belong to the trainers who make them, and other people in a class have a right to privacy. Trainers may only record a live class to publish it as a recorded class if nobody but the trainer can be seen or heard in the recording.',
  },

  s9Heading: { id: 'legal.terms.s9.heading', defaultMessage: 'Reviews and acceptable use' },
  s9P1: {
    id: 'legal.terms.s9.p1',
    defaultMessage:
      'You can review classes you have taken. Reviews must be honest and about your own experience. We may remove reviews that are fake, offensive, or about something other than the class, but we don’t remove reviews just because they are negative. Trainers must not offer anything in return for reviews.',
  },
  s9P2: {
    id: 'legal.terms.s9.p2',
    defaultMessage: 'Whether you are a customer or a trainer, you must not:',
  },
  s9L1: {
    id: 'legal.terms.s9.l1',
    defaultMessage: 'harass, abuse, threaten or discriminate against anyone, in a class, a review or a message;',
  },
  s9L2: {
    id: 'legal.terms.s9.l2',
    defaultMessage: 'post anything unlawful, sexually explicit, misleading, or that infringes someone else’s rights;',
  },
  s9L3: {
    id: 'legal.terms.s9.l3',
    defaultMessage: 'pretend to be someone else, or create accounts to get around a suspension;',
  },
  s9L4: {
    id: 'legal.terms.s9.l4',
    defaultMessage:
      'interfere with {product}, try to get into accounts or systems that aren’t yours, or collect other users’ data with bots or scrapers.',
  },

  s10Heading: { id: 'legal.terms.s10.heading', defaultMessage: 'Intellectual property' },
  s10P1: {
    id: 'legal.terms.s10.p1',
    defaultMessage:
      'The {product} name, logo, website and app belong to us. Classes, videos, images and descriptions belong to the trainers who create them. Booking a class gives you a personal, non-transferable right to take part in it or watch it for your own, non-commercial use — nothing more.',
  },
  s10P2: {
    id: 'legal.terms.s10.p2',
    defaultMessage:
      'When trainers upload content, they keep ownership of it and give us a licence to host, show and promote it on {product} for as long as it is listed and for a short while afterwards. Trainers confirm that they have the rights to everything they upload, including any music.',
  },

  s11Heading: { id: 'legal.terms.s11.heading', defaultMessage: 'Our responsibility to you' },
  s11P1: {
    id: 'legal.terms.s11.p1',
    defaultMessage:
      'If you are a consumer, you have legal rights under the Consumer Rights Act 2015: services must be provided with reasonable care and skill, and digital content must be as described, fit for purpose and of satisfactory quality. Nothing in these terms takes those rights away. Citizens Advice can tell you more about them.',
  },
  s11P2: {
    id: 'legal.terms.s11.p2',
    defaultMessage:
      'We are responsible for loss or damage you suffer that is a foreseeable result of us breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, for business losses (if you use {product} as a consumer), or for the instruction a trainer gives, which is the trainer’s responsibility.',
  },
  s11P3: {
    id: 'legal.terms.s11.p3',
    defaultMessage:
      'We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, or for fraud or fraudulent misrepresentation.',
  },

  s12Heading: { id: 'legal.terms.s12.heading', defaultMessage: 'Suspending or closing an account' },
  s12P1: {
    id: 'legal.terms.s12.p1',
    defaultMessage:
      'You can close your account at any time by contacting us. Upcoming bookings are cancelled and refunded under the rules above, and subscriptions end at the end of the period you have paid for.',
  },
  s12P2: {
    id: 'legal.terms.s12.p2',
    defaultMessage:
      'We may suspend or close an account if its holder seriously or repeatedly breaks these terms, or to protect other users. Unless the law or safety stops us, we will tell you why and give you a chance to respond. Paid-for bookings that we cancel are refunded in full.',
  },

  s13Heading: { id: 'legal.terms.s13.heading', defaultMessage: 'Complaints, governing law and disputes' },
  s13P1: {
    id: 'legal.terms.s13.p1',
    defaultMessage:
      'If something goes wrong, please tell us first at {email}; most problems are sorted out quickly that way. We acknowledge complaints within 2 working days and aim to resolve them within 14 days.',
  },
  s13P2: {
    id: 'legal.terms.s13.p2',
    defaultMessage:
      'These terms are governed by the law of England and Wales, and the courts of England and Wales can hear any dispute about them. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts, and the mandatory consumer law of where you live still protects you.',
  },

  s14Heading: { id: 'legal.terms.s14.heading', defaultMessage: 'Changes to these terms' },
  s14P1: {
    id: 'legal.terms.s14.p1',
    defaultMessage:
      'We may update these terms to reflect changes in the law, in how {product} works or in what we offer. If a change matters to you, we will tell you by email or in the app at least 30 days before it takes effect. Bookings you have already made stay under the terms that applied when you made them. If you don’t agree with a change, you can close your account before it takes effect.',
  },

  s15Heading: { id: 'legal.terms.s15.heading', defaultMessage: 'Contact us' },
  s15P1: {
    id: 'legal.terms.s15.p1',
    defaultMessage:
      'Questions about these terms, a booking, a payment or a payout? Email us at {email}. We reply within 2 working days.',
  },
});

/** The Terms of Service as data: numbered sections with stable anchors (the table of contents links to them). */
export const terms: LegalDocumentContent = {
  pageTitle: m.pageTitle,
  title: m.title,
  intro: m.intro,
  sections: [
    { id: 'who-we-are', heading: m.s1Heading, paragraphs: [m.s1P1, m.s1P2, m.s1P3] },
    { id: 'your-account', heading: m.s2Heading, paragraphs: [m.s2P1, m.s2P2, m.s2P3] },
    {
      id: 'bookings',
      heading: m.s3Heading,
      paragraphs: [m.s3P1, { list: [m.s3L1, m.s3L2, m.s3L3, m.s3L4] }, m.s3P2, m.s3P3],
    },
    { id: 'payments', heading: m.s4Heading, paragraphs: [m.s4P1, m.s4P2, m.s4P3] },
    { id: 'cancellations-and-refunds', heading: m.s5Heading, paragraphs: [m.s5P1, m.s5P2, m.s5P3, m.s5P4, m.s5P5] },
    {
      id: 'trainers',
      heading: m.s6Heading,
      paragraphs: [m.s6P1, { list: [m.s6L1, m.s6L2, m.s6L3, m.s6L4, m.s6L5, m.s6L6] }, m.s6P2, m.s6P3],
    },
    { id: 'health-and-safety', heading: m.s7Heading, paragraphs: [m.s7P1, m.s7P2, m.s7P3] },
    { id: 'video-classes', heading: m.s8Heading, paragraphs: [m.s8P1, m.s8P2] },
    {
      id: 'reviews-and-acceptable-use',
      heading: m.s9Heading,
      paragraphs: [m.s9P1, m.s9P2, { list: [m.s9L1, m.s9L2, m.s9L3, m.s9L4] }],
    },
    { id: 'intellectual-property', heading: m.s10Heading, paragraphs: [m.s10P1, m.s10P2] },
    { id: 'liability', heading: m.s11Heading, paragraphs: [m.s11P1, m.s11P2, m.s11P3] },
    { id: 'closing-an-account', heading: m.s12Heading, paragraphs: [m.s12P1, m.s12P2] },
    { id: 'governing-law', heading: m.s13Heading, paragraphs: [m.s13P1, m.s13P2] },
    { id: 'changes', heading: m.s14Heading, paragraphs: [m.s14P1] },
    { id: 'contact', heading: m.s15Heading, paragraphs: [m.s15P1] },
  ],
};
