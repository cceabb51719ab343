import { defineMessages } from '@/app/i18n';
import type { LegalDocumentContent } from './types';

const m = defineMessages({
  pageTitle: { id: 'legal.accessibility.pageTitle', defaultMessage: 'Accessibility statement' },
  title: { id: 'legal.accessibility.title', defaultMessage: 'Accessibility statement' },
  intro: {
    id: 'legal.accessibility.intro',
    defaultMessage:
      'Training should be open to every body. We want everyone to be able to find a class, book it, pay for it and join it on {product}, whatever device, browser or assistive technology they use, and whether they coach or train. This statement says what we meet, how we check it, where we still fall short and how to tell us when something gets in your way.',
  },

  s1Heading: { id: 'legal.accessibility.s1.heading', defaultMessage: 'What we meet' },
  s1P1: {
    id: 'legal.accessibility.s1.p1',
    defaultMessage:
      '{product} meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on every page of the website and app: the pages anyone can read, and everything customers and trainers do once signed in. In practice that means:',
  },
  s1L1: {
    id: 'legal.accessibility.s1.l1',
    defaultMessage:
      'Everything works with a keyboard alone, with a focus ring you can always see and that is never hidden behind the page header.',
  },
  s1L2: {
    id: 'legal.accessibility.s1.l2',
    defaultMessage:
      'Screen readers hear the name and state of every control, and are told as things happen: a booking made, a payment confirmed, a form that needs attention, a place offered from a waitlist, a video class connecting, reconnecting or dropping.',
  },
  s1L3: {
    id: 'legal.accessibility.s1.l3',
    defaultMessage:
      'Pages fit a screen 320 pixels wide, or zoomed to 400%, without scrolling sideways, and still work when you space out lines, letters and words.',
  },
  s1L4: {
    id: 'legal.accessibility.s1.l4',
    defaultMessage:
      'Buttons and links are at least 24 by 24 pixels or spaced well apart, and anything you can drag can also be done with a click or the keyboard.',
  },
  s1L5: {
    id: 'legal.accessibility.s1.l5',
    defaultMessage:
      'Text and controls keep enough contrast in the light and the dark theme, and stay readable with Windows high contrast and other forced colours.',
  },
  s1L6: {
    id: 'legal.accessibility.s1.l6',
    defaultMessage:
      'Recorded classes have captions, charts come with a table of the same figures, and we keep motion down when your device asks for less.',
  },

  s2Heading: { id: 'legal.accessibility.s2.heading', defaultMessage: 'How we test' },
  s2P1: {
    id: 'legal.accessibility.s2.p1',
    defaultMessage: 'Every change to {product} passes these checks before it reaches you:',
  },
  s2L1: {
    id: 'legal.accessibility.s2.l1',
    defaultMessage:
      'Two automated checkers scan our pages: axe every page our end-to-end tests open, and IBM Equal Access every main page; both also check every component of our design system.',
  },
  s2L2: {
    id: 'legal.accessibility.s2.l2',
    defaultMessage:
      'A virtual screen reader listens to what is announced when you book, pay, get a message, are offered a waitlist place or lose the video connection, so a silent change fails the tests.',
  },
  s2L3: {
    id: 'legal.accessibility.s2.l3',
    defaultMessage:
      'Keyboard tests sign in, book and fill in forms without a mouse, and check that the focused control is never covered.',
  },
  s2L4: {
    id: 'legal.accessibility.s2.l4',
    defaultMessage:
      'Layout tests open the main pages 320 pixels wide, in English and Spanish, with wider text spacing, and in forced colours, and measure every button and link.',
  },

  s3Heading: { id: 'legal.accessibility.s3.heading', defaultMessage: 'Known limitations' },
  s3P1: {
    id: 'legal.accessibility.s3.p1',
    defaultMessage: 'We know of these gaps and are working on them:',
  },
  s3L1: {
    id: 'legal.accessibility.s3.l1',
    defaultMessage:
      'Live classes have no live captions yet. If you need them for a class, tell us and the trainer before it starts and we will help you find a way to take part.',
  },
  s3L2: {
    id: 'legal.accessibility.s3.l2',
    defaultMessage:
      'Trainers write their own class descriptions and choose their own pictures and videos; we ask for captions on recorded classes but cannot check every word a trainer says.',
  },
  s3L3: {
    id: 'legal.accessibility.s3.l3',
    defaultMessage:
      'Card payments are taken on our payment provider’s checkout page, which we do not build. Paying from account credit stays on {product}.',
  },

  s4Heading: { id: 'legal.accessibility.s4.heading', defaultMessage: 'Tell us about a problem' },
  s4P1: {
    id: 'legal.accessibility.s4.p1',
    defaultMessage:
      'If anything on {product} is hard to use, or you need something in another format, email {accessibilityEmail}. Tell us the page, what you were trying to do, and the device, browser and any assistive technology you use. A person on our team replies within two working days, and we will book you onto a class by hand meanwhile if that is what you need.',
  },
  s4P2: {
    id: 'legal.accessibility.s4.p2',
    defaultMessage:
      'We review this statement whenever {product} changes in a way that matters for accessibility, and at least once a year.',
  },
});

/** `/accessibility`: what Kinetic meets, how it is tested, its known limitations and how to report a problem. */
export const accessibility: LegalDocumentContent = {
  pageTitle: m.pageTitle,
  title: m.title,
  intro: m.intro,
  lastUpdated: new Date(Date.UTC(2026, 10, 28)),
  sections: [
    {
      id: 'what-we-meet',
      heading: m.s1Heading,
      paragraphs: [m.s1P1, { list: [m.s1L1, m.s1L2, m.s1L3, m.s1L4, m.s1L5, m.s1L6] }],
    },
    { id: 'how-we-test', heading: m.s2Heading, paragraphs: [m.s2P1, { list: [m.s2L1, m.s2L2, m.s2L3, m.s2L4] }] },
    { id: 'known-limitations', heading: m.s3Heading, paragraphs: [m.s3P1, { list: [m.s3L1, m.s3L2, m.s3L3] }] },
    { id: 'report-a-problem', heading: m.s4Heading, paragraphs: [m.s4P1, m.s4P2] },
  ],
};
