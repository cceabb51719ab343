import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassDetail, ClassInstance, Schema } from '@/sdk';
import { json, recordedClass, refusal, type Answer } from '@/app/lib/stories';
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

/** The session's booking dialog, what booking involves answered by `detailsAnswer`; Olivia holds no class pack. */
function openBooking(detailsAnswer: Answer) {
  renderScreen(
    '/classes/cl_2007',
    <SessionBooking detail={sunrise} session={session} onClose={() => undefined} onBooked={() => undefined} />,
    [
      ['GET', /^\/customer\/book-class-details$/, detailsAnswer],
      ['GET', /^\/customer\/packs$/, json([])],
      ['POST', /^\/customer\/price-check$/, json(priceCheck)],
    ],
  );
  return screen.getByRole('dialog', { name: 'Book Sunrise Vinyasa Flow' });
}

// Booking a session from a class's page, as a signed-in customer: while what booking involves
// loads, and when it cannot be loaded.
signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia' });

describe('booking a class session', () => {
  it('shows a skeleton, announced, while what booking involves loads, then the way to book', async () => {
    const { answer, release } = held(json(details));
    const dialog = openBooking(answer);
    expect(await within(dialog).findByRole('status', { name: 'Loading what booking involves' })).toBeTruthy();
    await expectNoAxeViolations();
    release();
    expect(await within(dialog).findByRole('button', { name: 'Book and pay £30 from credit' })).toBeTruthy();
  });

  it('says when what booking involves cannot be loaded, and Try again loads it', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    const dialog = openBooking(() => answer());
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('heading', { name: 'We couldn’t load this session' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Book and pay/ })).toBeNull();
    answer = json(details);
    await userEvent.click(retry);
    expect(await within(dialog).findByRole('button', { name: 'Book and pay £30 from credit' })).toBeTruthy();
  });
});
