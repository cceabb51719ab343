import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking, OneToOneBooking, Schema } from '@/sdk';
import { bookings, hiit, json, maya, refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import CustomerDashboardPage from './CustomerDashboardPage';

// The offer of notifications would register the service worker, which only a browser has.
vi.mock('@/app/offline/register', () => ({ registerWorker: () => new Promise(() => undefined) }));

const HOUR = 60 * 60 * 1000;
/** An instant `hours` from now, as the API writes it. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A HIIT class tomorrow, booked and paid. */
const tomorrow: Booking = { ...bookings[0]!, startDate: hoursFromNow(24), endDate: hoursFromNow(24.75) };

/** A private session with Maya the day after tomorrow. */
const privateSession: OneToOneBooking = {
  id: 'oto-1',
  status: 'CONFIRMED',
  offerId: 'of-maya-45',
  title: 'Private mobility',
  trainer: maya,
  customer: { id: 'cu-olivia', firstName: 'Olivia', lastName: 'Hughes', avatarUrl: '/avatars/olivia.jpg' },
  startDate: hoursFromNow(48),
  endDate: hoursFromNow(48.75),
  durationMinutes: 45,
  price: { amount: 3500, currency: 'GBP' },
  channelName: 'oto-1',
};

/** A page of the classes Olivia's subscriptions include. */
const subscriptionPage = (content: Schema<'ClassSummary'>[]): Schema<'ClassSummaryPage'> => ({
  content,
  page: 0,
  size: 10,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
});

const bookingsRead = /^\/class\/booked\/by-date-range\/cu-olivia$/;
const oneToOnesRead = /^\/class\/getBookingOneToOneForCustomer\/cu-olivia$/;
const subscriptionsRead = /^\/class\/subscription-classes$/;
const waitlistRead = /^\/customer\/waitlist$/;

/** Each tab: its key in the URL, the list it reads, a session it lists, and what it says with none or on failure. */
const tabs = [
  {
    name: 'Upcoming',
    key: 'upcoming',
    read: bookingsRead,
    list: [tomorrow],
    row: hiit.title,
    empty: 'No classes booked yet',
    way: { label: 'Browse classes', href: '/discover' },
    error: 'We couldn’t load your upcoming classes',
  },
  {
    name: 'Previous',
    key: 'previous',
    read: bookingsRead,
    list: [bookings[2]!],
    row: 'Kettlebell Strength',
    empty: 'No classes in the last month',
    way: { label: 'Browse classes', href: '/discover' },
    error: 'We couldn’t load your previous classes',
  },
  {
    name: 'One-to-one',
    key: 'one-to-one',
    read: oneToOnesRead,
    list: [privateSession],
    row: 'Private mobility',
    empty: 'No one-to-one sessions',
    way: { label: 'Find a trainer', href: '/discover?tab=trainers' },
    error: 'We couldn’t load your one-to-one sessions',
  },
  {
    name: 'Subscription classes',
    key: 'subscriptions',
    read: subscriptionsRead,
    list: subscriptionPage([hiit]),
    row: hiit.title,
    empty: 'No subscription classes coming up',
    way: { label: 'Find a trainer', href: '/discover?tab=trainers' },
    error: 'We couldn’t load your subscription classes',
  },
];

const openDashboard = (answers: ScreenAnswers, path = '/dashboard') =>
  renderScreen(path, <CustomerDashboardPage />, answers);

/** The dashboard of a customer in no waitlist, its sessions answered as `answers` say. */
const openWithoutWaitlists = (answers: ScreenAnswers, path?: string) =>
  openDashboard([...answers, ['GET', waitlistRead, json([])]], path);

/** The link of the tab called `name`, in the sessions' navigation. */
const tabLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Your sessions' })).getByRole('link', { name });

// A signed-in customer's dashboard: each tab of their sessions while it loads, with nothing in it and
// when it cannot be loaded, and a cancellation the API refuses.
signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia' });

describe('the customer’s dashboard', () => {
  it.each(tabs.map((tab) => [tab.name, tab]))(
    'shows rows of skeletons, announced, while the %s tab loads',
    async (name, { key, read, list, row }) => {
      const { answer, release } = held(json(list));
      openDashboard([['GET', read, answer]], `/dashboard?tab=${key}`);
      const panel = await screen.findByRole('region', { name });
      expect(await within(panel).findByRole('status', { name: 'Loading your sessions' })).toBeTruthy();
      release();
      expect(await within(panel).findByRole('listitem', { name: row })).toBeTruthy();
      expect(within(panel).queryByRole('status', { name: 'Loading your sessions' })).toBeNull();
    },
  );

  it('has an empty state in each tab that leads to discover', async () => {
    const { history } = openDashboard([
      ['GET', bookingsRead, json([])],
      ['GET', oneToOnesRead, json([])],
      ['GET', subscriptionsRead, json(subscriptionPage([]))],
    ]);
    for (const { name, empty, way } of tabs) {
      await userEvent.click(tabLink(name));
      await waitFor(() => expect(tabLink(name).getAttribute('aria-current')).toBe('page'));
      const panel = screen.getByRole('region', { name });
      expect((await within(panel).findByRole('heading', { level: 2 })).textContent).toBe(empty);
      expect(within(panel).getByRole('link', { name: way.label }).getAttribute('href')).toBe(way.href);
      await expectNoAxeViolations();
    }
    await userEvent.click(within(screen.getByRole('region', { name: 'Subscription classes' })).getByRole('link'));
    expect(history.at(-1)).toBe('/discover?tab=trainers');
  });

  it.each(tabs.map((tab) => [tab.name, tab]))(
    'says when the %s tab cannot be loaded, and Try again lists its sessions',
    async (name, { key, read, list, row, error }) => {
      let answer = refusal(500, 'INTERNAL', 'Down.');
      openWithoutWaitlists([['GET', read, () => answer()]], `/dashboard?tab=${key}`);
      const retry = await screen.findByRole('button', { name: 'Try again' });
      expect(screen.getByRole('heading', { name: error })).toBeTruthy();
      await expectNoAxeViolations();
      answer = json(list);
      await userEvent.click(retry);
      const panel = screen.getByRole('region', { name });
      expect(await within(panel).findByRole('listitem', { name: row })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: error })).toBeNull();
    },
  );

  it('keeps the cancel dialog open with the reason when a cancellation is refused, and the booking stays', async () => {
    openWithoutWaitlists([
      ['GET', bookingsRead, json([tomorrow])],
      ['GET', /^\/customer\/cancel-class-customer$/, refusal(409, 'CONFLICT', 'This has already been done.')],
    ]);
    const row = await screen.findByRole('listitem', { name: hiit.title });
    await userEvent.click(within(row).getByRole('button', { name: `Cancel ${hiit.title}` }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We couldn’t cancel this booking: This has already been done.',
    );
    expect(screen.getByRole('alertdialog', { name: 'Cancel this booking?' })).toBe(dialog);
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const booked = screen.getByRole('listitem', { name: hiit.title });
    expect(within(booked).getByText('Booked')).toBeTruthy();
    expect(within(booked).getByRole('button', { name: `Cancel ${hiit.title}` })).toBeTruthy();
  });
});
