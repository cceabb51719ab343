import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { json, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import { OneToOne } from './OneToOne';

/** Priya's private yoga, 45 minutes for £35. */
const privateYoga: Schema<'OneToOneOffer'> = {
  id: 'of_1003_45',
  trainerId: 'tr_1003',
  title: 'Private yoga',
  description: 'A private class built around your body and goals.',
  durationMinutes: 45,
  price: { amount: 3500, currency: 'GBP' },
  active: true,
};

const weekdays: Schema<'TimeSlot'>['dayOfWeek'][] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/** Priya takes one-to-ones every weekday at lunchtime. */
const availability: Schema<'Availability'> = {
  trainerId: 'tr_1003',
  timezone: 'Europe/London',
  weeklySlots: weekdays.map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '12:00',
    endTime: '14:00',
  })),
  blockedDates: [],
  updatedAt: '2026-11-15T19:20:00+00:00',
};

/** Priya keeps no weekly hours for one-to-ones: no time is free. */
const noHours: Schema<'Availability'> = { ...availability, weeklySlots: [] };

/** The one-to-one section of Priya's profile; her offers and availability answered as given, and she is busy at no time. */
function openOneToOne(offers: Answer, weekly: Answer) {
  renderScreen('/trainers/tr_1003', <OneToOne trainerId="tr_1003" name="Priya" />, [
    ['GET', /^\/trainer\/tr_1003\/one-to-one-offers$/, offers],
    ['GET', /^\/trainer\/tr_1003\/availability$/, weekly],
    ['GET', /^\/trainer\/tr_1003\/busy-times$/, json([])],
  ]);
  return screen.getByRole('region', { name: 'One-to-one sessions' });
}

// The one-to-one sessions on a trainer's profile, as a signed-in customer sees them while they load,
// when they cannot be loaded, and when there is nothing to book.
signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia' });

describe('one-to-one sessions on a trainer’s profile', () => {
  it('show a skeleton, announced, while they load, then the sessions to choose from', async () => {
    const { answer, release } = held(json(availability));
    const section = openOneToOne(json([privateYoga]), answer);
    expect(await within(section).findByRole('status', { name: 'Loading the one-to-one sessions' })).toBeTruthy();
    release();
    // The calendar's code loads with the first sessions shown.
    expect(await within(section).findByRole('radiogroup', { name: 'Session' }, { timeout: 5000 })).toBeTruthy();
    expect(within(section).queryByRole('status', { name: 'Loading the one-to-one sessions' })).toBeNull();
  });

  it('say when they cannot be loaded, and Try again loads them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    const section = openOneToOne(() => answer(), json(availability));
    const retry = await within(section).findByRole('button', { name: 'Try again' });
    expect(within(section).getByRole('heading', { name: 'We couldn’t load the one-to-one sessions' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json([privateYoga]);
    await userEvent.click(retry);
    expect(await within(section).findByRole('radiogroup', { name: 'Session' })).toBeTruthy();
  });

  it('say when the trainer offers none', async () => {
    const section = openOneToOne(json([]), json(availability));
    expect(
      await within(section).findByRole('heading', { name: 'No one-to-one sessions yet' }, { timeout: 5000 }),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('say when the trainer has no free time this month', async () => {
    const section = openOneToOne(json([privateYoga]), json(noHours));
    expect(
      await within(section).findByRole('heading', { name: 'No free slots this month' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(section).getByRole('radiogroup', { name: 'Session' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
