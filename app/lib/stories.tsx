import type { Decorator } from '@storybook/react-vite';
import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Badge, Link, Text } from '@/design-system';
import {
  configureSdk,
  createAppQueryClient,
  type Booking,
  type ClassDetail,
  type ClassSummary,
  type Schema,
  type TrainerRef,
} from '@/sdk';
import { IntlProvider, useIntl } from '../i18n';
import { fullName } from './format/format';
import { SessionRowFrame } from './session-rows/SessionRowFrame';
import { bookingStatusTone } from './session-rows/bookingStatus';
import { dateFormats } from './time/format';

// What the patterns' stories share: the app's surroundings without a network, and answers shaped
// as the SDK types them.

// English as the app formats it for a British visitor; a message a story words itself has no
// catalogue entry, which is no error here.
const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB', messages: {}, onError: () => undefined });

/**
 * What an app building block needs around it in a story: the English messages and a query cache
 * of its own (each story's answers are its own, fixed in the story).
 */
export const withApp: Decorator = (Story) => (
  <AppProviders>
    <Story />
  </AppProviders>
);

function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider value={intl}>{children}</IntlProvider>
    </QueryClientProvider>
  );
}

/** A picture that needs no network. */
const art = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#11151a"/><circle cx="250" cy="40" r="110" fill="${colour}"/></svg>`,
  )}`;

export const maya: TrainerRef = { id: 'tr-maya', firstName: 'maya', lastName: 'okafor', avatarUrl: art('#f4a259') };

export const hiit: ClassSummary = {
  id: 'cl-hiit-45',
  title: 'HIIT 45: Full-body burn',
  trainer: maya,
  category: 'HIIT',
  difficulty: 'INTERMEDIATE',
  isLive: true,
  startDate: '2026-03-18T18:30:00Z',
  durationMinutes: 45,
  price: { amount: 800, currency: 'GBP' },
  coverImageUrl: art('#c6f432'),
  spotsLeft: 4,
};

/** Maya's recorded Morning mobility, £9 to keep, as its page reads it. */
export const recordedClass: ClassDetail = {
  ...hiit,
  id: 'cl-mobility-20',
  title: 'Morning mobility',
  category: 'Mobility',
  difficulty: 'BEGINNER',
  isLive: false,
  durationMinutes: 20,
  price: { amount: 900, currency: 'GBP' },
  spotsLeft: null,
  description: 'Twenty minutes to loosen hips, spine and shoulders.',
  equipment: ['Mat'],
  imageUrls: [],
  sessionType: 'SINGLE',
  repeatDays: [],
  capacity: null,
  bookedCount: 0,
  status: 'PUBLISHED',
  nextInstanceId: null,
  createdAt: '2026-02-01T09:00:00Z',
};

const booking = (id: string, startDate: string, status: Booking['status'], title = hiit.title): Booking => ({
  id,
  status,
  customerId: 'cu-ada',
  classId: hiit.id,
  classInstanceId: `ci-${id}`,
  startDate,
  endDate: new Date(Date.parse(startDate) + hiit.durationMinutes * 60_000).toISOString(),
  class: { ...hiit, title },
  amountPaid: hiit.price,
  paymentMethod: 'CARD',
  bookedAt: '2026-03-10T12:00:00Z',
});

/** One of Maya's class packs, ten live classes for £70 unless `overrides` say otherwise. */
export const samplePack = (
  overrides: Partial<Schema<'ClassPack'>> & Pick<Schema<'ClassPack'>, 'id' | 'name'>,
): Schema<'ClassPack'> => ({
  trainer: maya,
  credits: 10,
  price: { amount: 7000, currency: 'GBP' },
  singleClassPrice: { amount: 800, currency: 'GBP' },
  validityDays: 90,
  paysFor: { kinds: ['LIVE_CLASSES'], classIds: [] },
  status: 'ON_SALE',
  sold: 0,
  holders: 0,
  createdAt: '2026-02-01T09:00:00Z',
  withdrawnAt: null,
  ...overrides,
});

/** A pack of Maya's a customer holds, paying for `kinds`, with 3 of its 5 credits left until `expiresAt`. */
export const heldPack = (
  id: string,
  name: string,
  kinds: Schema<'PackUse'>[],
  expiresAt = '2030-01-31T23:59:59+00:00',
): Schema<'CustomerPack'> => ({
  id,
  pack: { id: `pk-${id}`, name, trainer: { ...maya, timeZone: 'Europe/London' }, paysFor: { kinds, classIds: [] } },
  status: 'ACTIVE',
  creditsTotal: 5,
  creditsLeft: 3,
  amountPaid: { amount: 15000, currency: 'GBP' },
  discount: null,
  paymentMethod: 'CARD',
  invoiceId: `inv-${id}`,
  purchasedAt: '2026-03-01T10:00:00Z',
  expiresAt,
  credits: [],
});

/** A replay of Maya's Lunchtime HIIT on 18 March, still processing unless `overrides` say otherwise. */
export const sampleReplay = (overrides: Partial<Schema<'Replay'>>): Schema<'Replay'> => ({
  id: 'rp-hiit-0318',
  classId: 'cl-hiit',
  instanceId: 'ci-hiit-0318',
  title: 'Lunchtime HIIT',
  startDate: '2026-03-18T08:00:00Z',
  status: 'PROCESSING',
  videoId: null,
  durationMinutes: null,
  forSale: false,
  ...overrides,
});

/** A customer's bookings as the API lists them. */
export const bookings: Booking[] = [
  booking('bk-1', '2026-03-18T18:30:00Z', 'CONFIRMED'),
  booking('bk-2', '2026-03-20T07:00:00Z', 'PENDING_PAYMENT', 'Power Vinyasa Flow for Runners and Cyclists'),
  booking('bk-3', '2026-03-24T12:15:00Z', 'CANCELLED_BY_TRAINER', 'Kettlebell Strength'),
];

/** One booking as a session row: its class, trainer, time and status, and the actions given. */
export function BookingRow({ booking: item, actions }: { booking: Booking; actions?: ReactNode }) {
  const { formatDate, formatTime } = useIntl();
  const when = rowWords.when(
    formatDate(item.startDate, dateFormats.weekdayShort),
    formatTime(item.startDate, dateFormats.clock),
    formatTime(item.endDate, dateFormats.clockWithZone),
  );
  return (
    <SessionRowFrame
      date={item.startDate}
      level={2}
      title={<Link href={`/classes/${item.classId}`}>{item.class.title}</Link>}
      badges={<Badge tone={bookingStatusTone[item.status]}>{rowWords.status[item.status]}</Badge>}
      actions={actions}
    >
      <Text size="small" tone="muted">
        {rowWords.with(fullName(item.class.trainer))}
      </Text>
      <Text size="small">
        <time dateTime={item.startDate}>{when}</time>
        {rowWords.duration(item.class.durationMinutes)}
      </Text>
    </SessionRowFrame>
  );
}

// The rows' words in these examples (the app's own come from its catalogue).
const rowWords = {
  with: (trainer: string) => `with ${trainer}`,
  when: (day: string, start: string, end: string) => `${day}, ${start}–${end}`,
  duration: (minutes: number) => ` · ${minutes} min`,
  status: {
    CONFIRMED: 'Confirmed',
    PENDING_PAYMENT: 'Awaiting payment',
    ATTENDED: 'Attended',
    CANCELLED_BY_CUSTOMER: 'Cancelled',
    CANCELLED_BY_TRAINER: 'Cancelled by trainer',
    REFUNDED: 'Refunded',
  } satisfies Record<Booking['status'], string>,
};

// A screen's story answers the SDK's requests itself, with no network.

export type Answer = () => Response | Promise<Response>;

/** An answer that never comes: the screen waits. */
export const never: Answer = () => new Promise<Response>(() => undefined);

/** The API's refusal, in its one error shape. */
export const refusal =
  (status: number, code: string, message: string, field?: string): Answer =>
  () =>
    Response.json({ status, code, message, details: field ? [{ field, message }] : [] }, { status });

export const json =
  (body: unknown, status = 200): Answer =>
  () =>
    Response.json(body, { status });

/**
 * A story's `beforeEach`: the SDK answers each `[method, path pattern, answer]` (the path without
 * `/api`), anything else with the contract's 404, and goes back to the network afterwards. The SDK's
 * fetch is one per page, so a meta whose stories answer this way draws each on its docs page in a
 * frame of its own (`docs: { story: { inline: false, height } }`): side by side, they would take each
 * other's answers.
 */
export const answering = (routes: [string, RegExp, Answer][]) => () => {
  configureSdk({
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
      return route ? route[2]() : refusal(404, 'NOT_FOUND', 'We could not find what you were looking for.')();
    },
  });
  return () => configureSdk({});
};
