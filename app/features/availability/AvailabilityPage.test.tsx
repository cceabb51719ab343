import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { today } from '@/design-system';
import { configureSdk, type Schema } from '@/sdk';
import { sdkConfig } from '@/sdk/config';
import { json, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import AvailabilityPage from './AvailabilityPage';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const priya: Schema<'TrainerRef'> = {
  id: 'tr_1003',
  firstName: 'Priya',
  lastName: 'Sharma',
  avatarUrl: '/media/trainers/priya-sharma.svg',
};

/** Priya's weekly hours in London. */
const week: Schema<'Availability'> = {
  trainerId: 'tr_1003',
  timezone: 'Europe/London',
  weeklySlots: [
    { dayOfWeek: 'MONDAY', startTime: '07:00', endTime: '10:00' },
    { dayOfWeek: 'MONDAY', startTime: '18:00', endTime: '21:00' },
    { dayOfWeek: 'TUESDAY', startTime: '12:00', endTime: '14:00' },
    { dayOfWeek: 'WEDNESDAY', startTime: '07:00', endTime: '10:00' },
    { dayOfWeek: 'THURSDAY', startTime: '17:00', endTime: '20:00' },
    { dayOfWeek: 'SATURDAY', startTime: '09:00', endTime: '13:00' },
  ],
  blockedDates: [],
  updatedAt: '2026-11-15T19:20:00+00:00',
};

/** A confirmed private yoga session with a customer, starting `from` now (before now when negative). */
const booking = (id: string, [firstName, lastName]: [string, string], from: number): Schema<'OneToOneBooking'> => {
  const start = Date.now() + from;
  return {
    id,
    status: 'CONFIRMED',
    offerId: 'of_1003_45',
    title: 'Private yoga',
    trainer: priya,
    customer: { id: `cu_${id}`, firstName, lastName, avatarUrl: null },
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 45 * 60 * 1000).toISOString(),
    durationMinutes: 45,
    price: { amount: 3500, currency: 'GBP' },
    channelName: id,
  };
};

/** Four sessions in the month ahead, and one from two days ago that is not. */
const booked = [
  booking('oo_1', ['Aisha', 'Rahman'], -2 * DAY),
  booking('oo_2', ['Olivia', 'Hughes'], HOUR),
  booking('oo_3', ['Noah', 'Williams'], 3 * DAY),
  booking('oo_4', ['Zara', 'Ahmed'], 10 * DAY),
  booking('oo_5', ['Amara', 'Okafor'], 20 * DAY),
];

const availabilityRead = /^\/trainer\/tr_1003\/availability$/;
const bookingsRead = /^\/class\/getBookingOneToOneForTrainer\/tr_1003$/;

/** The page, the week and the bookings answered as `week` and `bookings` say (no offers yet), and `more` as it says. */
const openAvailability = (answers: { week: Answer; bookings: Answer }, more: ScreenAnswers = []) =>
  renderScreen('/trainer/availability', <AvailabilityPage />, [
    ['GET', availabilityRead, answers.week],
    ['GET', bookingsRead, answers.bookings],
    ['GET', /^\/trainer\/tr_1003\/one-to-one-offers$/, json([])],
    ...more,
  ]);

/** The page with Priya's week and her bookings, drawn. */
async function openWeek(more: ScreenAnswers = [], datesOff: string[] = []) {
  openAvailability({ week: json({ ...week, blockedDates: datesOff }), bookings: json(booked) }, more);
  await screen.findByText('Times are in your time zone, Europe/London.', undefined, drawn);
}

/** Every request the page sends from now on, as `METHOD /path`. */
function sentFromNow() {
  const sent: string[] = [];
  const answer = sdkConfig().fetch ?? fetch;
  configureSdk({
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return answer(input, init);
    },
  });
  return sent;
}

/** The week's seven days of time fields take a while to draw without a browser: the page is waited for longer. */
const drawn = { timeout: 5_000 };

// Keys and clicks one after the other, without a pause between them.
const user = userEvent.setup({ delay: null });

const region = (name: string) => screen.getByRole('region', { name });
const range = (name: string) => screen.getByRole('group', { name });
const button = (name: string) => screen.getByRole('button', { name });

/** Types `hhmm` into the Start or End time of the range named `name` ("Monday, time 2"). */
async function typeTime(name: string, which: 'Start' | 'End', hhmm: string) {
  within(range(name))
    .getByRole('spinbutton', { name: new RegExp(`^hour, ${which}`) })
    .focus();
  await user.keyboard(hhmm);
}

/** The `role` named `name` whose description, read after its name, says `words` (it fails without one). */
const saying = (role: string, name: string, words: string) =>
  screen.getByRole(role, { name, description: (text) => text.includes(words) });

/** Today in London, `days` on (before it when negative), as an ISO date. */
const londonDay = (days: number) => today('Europe/London').add({ days }).toString();

/** An ISO date in words, as the page says it in English ("Thursday 24 December 2026"). */
const inWords = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Types an ISO date into the Date off picker and adds it with the keyboard, as Add date off's Enter. */
async function addDateOff(date: string) {
  const [year, month, day] = date.split('-');
  screen.getByRole('spinbutton', { name: /^day, Date off/ }).focus();
  await user.keyboard(`${day}${month}${year}`);
  button('Add date off').focus();
  await user.keyboard('{Enter}');
}

// The trainer's availability, as Priya sees it: her week's hours, refused on the range when they
// are empty or overlap, and the one-to-ones booked in the month ahead, each part failing on its own.
signedInForEachTest('trainer', { id: 'tr_1003', firstName: 'Priya' });

describe('the trainer’s availability', { timeout: 20_000 }, () => {
  it('says when the week cannot be loaded, and Try again loads it', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openAvailability({ week: () => answer(), bookings: json(booked) });
    const retry = await screen.findByRole('button', { name: 'Try again' }, drawn);
    expect(screen.getByRole('heading', { name: 'Your availability could not be loaded' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json(week);
    await userEvent.click(retry);
    expect(await screen.findByText('Times are in your time zone, Europe/London.', undefined, drawn)).toBeTruthy();
    expect(range('Monday, time 1')).toBeTruthy();
  });

  it('refuses overlapping and empty ranges on the range, with nothing sent', async () => {
    openAvailability({ week: json(week), bookings: json([]) });
    await screen.findByText('Times are in your time zone, Europe/London.', undefined, drawn);
    const sent = sentFromNow();
    await typeTime('Monday, time 2', 'Start', '0930');
    await userEvent.click(screen.getByRole('button', { name: 'Add a time on Friday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(
      await screen.findByText('Some times are empty or overlap: fix the ones marked below.', undefined, drawn),
    ).toBeTruthy();
    expect(range('Monday, time 2').textContent).toContain('This time overlaps another on Monday');
    expect(range('Monday, time 1').textContent).toContain('This time overlaps another on Monday');
    expect(range('Tuesday, time 1').textContent).not.toContain('overlaps');
    expect(range('Friday, time 1').textContent).toContain('Enter a start and an end time');
    await expectNoAxeViolations();
    expect(sent).toEqual([]);
  });

  it('moves focus to the first invalid range when the save is refused', async () => {
    await openWeek();
    await user.click(button('Add a time on Sunday'));
    await user.click(button('Add a time on Friday'));
    await user.click(button('Save availability'));
    expect(
      await screen.findByText('Some times are empty or overlap: fix the ones marked below.', undefined, drawn),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(range('Friday, time 1')).getByRole('spinbutton', { name: /^hour, Start/ }),
    );
  });

  it('keeps what was typed when the save fails', async () => {
    await openWeek([['PUT', availabilityRead, refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')]]);
    await user.click(button('Add a time on Sunday'));
    await typeTime('Sunday, time 1', 'Start', '1000');
    await typeTime('Sunday, time 1', 'End', '1130');
    await user.click(button('Save availability'));
    expect(await screen.findByText('Your availability was not saved. Try again.', undefined, drawn)).toBeTruthy();
    const sunday = within(range('Sunday, time 1'));
    expect(sunday.getByRole('spinbutton', { name: /^hour, Start/ }).textContent).toBe('10');
    expect(sunday.getByRole('spinbutton', { name: /^minute, End/ }).textContent).toBe('30');
  });
});

describe('the trainer’s dates off', { timeout: 30_000 }, () => {
  it('refuses a day before today and a day already off on the picker, with nothing sent', async () => {
    const datesOff = [23, 24, 25, 31].map(londonDay);
    await openWeek([], datesOff);
    const sent = sentFromNow();
    await addDateOff(londonDay(-1));
    expect(saying('group', 'Date off', 'Choose today or a later date')).toBeTruthy();
    await addDateOff(datesOff[1]!);
    expect(saying('group', 'Date off', `${inWords(datesOff[1]!)} is already a date off`)).toBeTruthy();
    expect(within(region('Dates off')).getAllByRole('listitem')).toHaveLength(4);
    // A date left in the picker is neither saved nor lost: the save asks for it to be added or cleared.
    await user.click(button('Save availability'));
    expect(saying('group', 'Date off', 'Add this date with Add date off, or clear it, before saving')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: /^day, Date off/ }));
    await expectNoAxeViolations();
    expect(sent).toEqual([]);
  });
});

describe('the trainer’s booked one-to-ones', { timeout: 20_000 }, () => {
  it('say when they cannot be loaded, and Try again asks for them again', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openAvailability({ week: json(week), bookings: () => answer() });
    const bookings = region('Booked one-to-ones');
    expect(
      await within(bookings).findByRole('heading', { name: 'Your booked one-to-ones could not be loaded' }, drawn),
    ).toBeTruthy();
    const sent = sentFromNow();
    answer = json(booked);
    await userEvent.click(within(bookings).getByRole('button', { name: 'Try again' }));
    await within(bookings).findByRole('listitem', { name: 'Olivia Hughes' }, drawn);
    expect(within(bookings).getAllByRole('listitem')).toHaveLength(4);
    expect(sent).toEqual(['GET /api/class/getBookingOneToOneForTrainer/tr_1003']);
  });

  it('say when none are booked, pointing at the offers', async () => {
    openAvailability({ week: json(week), bookings: json([]) });
    const bookings = region('Booked one-to-ones');
    expect(
      await within(bookings).findByRole('heading', { name: 'No one-to-one sessions booked in the next month' }, drawn),
    ).toBeTruthy();
    expect(bookings.textContent).toContain(
      'Customers book your one-to-one offers, listed below, in the hours you are available.',
    );
  });
});

describe('the trainer’s one-to-one offers', { timeout: 20_000 }, () => {
  it('say when there are none yet', async () => {
    await openWeek();
    expect(await screen.findByRole('heading', { name: 'No one-to-one offers yet' }, drawn)).toBeTruthy();
  });
});
