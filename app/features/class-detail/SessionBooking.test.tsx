import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassDetail, ClassInstance, Schema } from '@/sdk';
import { bookings, json, recordedClass, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import { SessionBooking } from './SessionBooking';

const gbp = (amount: number): Schema<'Money'> => ({ amount, currency: 'GBP' });

/** Priya's weekly Sunrise Vinyasa Flow, £30 a session. */
const sunrise: ClassDetail = {
  ...recordedClass,
  id: 'cl_2007',
  title: 'Sunrise Vinyasa Flow',
  isLive: true,
  sessionType: 'RECURRING',
  repeatDays: ['TUESDAY'],
  capacity: 12,
  bookedCount: 3,
  spotsLeft: 9,
  durationMinutes: 60,
  price: gbp(3000),
};

/** Its session on Tuesday 8 December, with places left. */
const session: ClassInstance = {
  id: 'ci_2007_20261208',
  classId: sunrise.id,
  title: sunrise.title,
  coverImageUrl: sunrise.coverImageUrl,
  startDate: '2026-12-08T06:00:00+00:00',
  endDate: '2026-12-08T07:00:00+00:00',
  status: 'PUBLISHED',
  capacity: 12,
  bookedCount: 3,
};

/** What booking it involves for Olivia: £30, with £43 of account credit. */
const details: Schema<'BookingDetail'> = {
  class: sunrise,
  classInstanceId: session.id,
  startDate: session.startDate,
  endDate: session.endDate,
  price: gbp(3000),
  creditBalance: gbp(4300),
  spotsLeft: 9,
  booking: null,
  canBook: true,
};

const priceCheck: Schema<'PriceCheck'> = {
  item: { type: 'CLASS_SESSION', id: session.id },
  priceBefore: gbp(3000),
  priceAfter: gbp(3000),
  discount: null,
  repeatsOnRenewal: null,
};

/** Olivia's booking of the session, as the API holds it. */
const booking = { ...bookings[0]!, id: 'bk_2007_20261208', classId: sunrise.id, classInstanceId: session.id };

/** What a booking paid from credit answers: the booking, and no checkout. */
const bookedFromCredit = json({ booking, checkoutUrl: null }, 201);

/**
 * The session's booking dialog, what booking involves answered by `detailsAnswer` and a booking by
 * `bookAnswer`; Olivia holds no class pack. Each booking sent is counted in `sent`.
 */
function openBooking(detailsAnswer: Answer, bookAnswer: Answer = bookedFromCredit) {
  const sent = { count: 0 };
  renderScreen(
    '/classes/cl_2007',
    <SessionBooking detail={sunrise} session={session} onClose={() => undefined} onBooked={() => undefined} />,
    [
      ['GET', /^\/customer\/book-class-details$/, detailsAnswer],
      ['GET', /^\/customer\/packs$/, json([])],
      ['POST', /^\/customer\/price-check$/, json(priceCheck)],
      [
        'POST',
        /^\/class\/cl_2007\/book$/,
        () => {
          sent.count += 1;
          return bookAnswer();
        },
      ],
    ],
  );
  return { dialog: screen.getByRole('dialog', { name: 'Book Sunrise Vinyasa Flow' }), sent };
}

// Booking a session from a class's page, as a signed-in customer: while what booking involves
// loads, when it cannot be loaded, a session already held, a booking sent once however it is pressed,
// and the API's refusals (the class full, the credit too low).
signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia' });

describe('booking a class session', () => {
  it('shows a skeleton, announced, while what booking involves loads, then the way to book', async () => {
    const { answer, release } = held(json(details));
    const { dialog } = openBooking(answer);
    expect(await within(dialog).findByRole('status', { name: 'Loading what booking involves' })).toBeTruthy();
    await expectNoAxeViolations();
    release();
    expect(await within(dialog).findByRole('button', { name: 'Book and pay £30 from credit' })).toBeTruthy();
  });

  it('says when what booking involves cannot be loaded, and Try again loads it', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    const { dialog } = openBooking(() => answer());
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('heading', { name: 'We couldn’t load this session' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Book and pay/ })).toBeNull();
    answer = json(details);
    await userEvent.click(retry);
    expect(await within(dialog).findByRole('button', { name: 'Book and pay £30 from credit' })).toBeTruthy();
  });

  it('says when the customer already holds the session, with the way to their bookings and no Book', async () => {
    const { dialog } = openBooking(
      json({ ...details, booking: { ...booking, status: 'PENDING_PAYMENT' }, canBook: false }),
    );
    expect(await within(dialog).findByText('You’ve already booked this session.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See it in your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(dialog).queryByRole('button', { name: /^Book/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('sends one booking for a double click, Book unavailable while it is on its way', async () => {
    const { answer, release } = held(bookedFromCredit);
    const { dialog, sent } = openBooking(json(details), answer);
    const bookIt = await within(dialog).findByRole('button', { name: /^Book and pay £30 from credit/ });
    await userEvent.dblClick(bookIt);
    expect(bookIt.getAttribute('aria-disabled')).toBe('true');
    release();
    expect(await within(dialog).findByText('You’re booked')).toBeTruthy();
    expect(sent.count).toBe(1);
  });

  it('keeps the dialog open with the reason when the class is full (409), and Cancel is still there', async () => {
    const { dialog } = openBooking(json(details), refusal(409, 'CLASS_FULL', 'This class is full.'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book and pay £30 from credit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This class is full.');
    expect(alert.textContent).toContain('pick another session');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says the credit is too low (409) and offers the card', async () => {
    const { dialog } = openBooking(
      json(details),
      refusal(409, 'INSUFFICIENT_CREDIT', 'Your account credit is too low for this booking.'),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book and pay £30 from credit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Your account credit is too low for this booking.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Card/ }));
    expect(within(dialog).getByRole('button', { name: 'Book and pay £30 by card' })).toBeTruthy();
  });
});
