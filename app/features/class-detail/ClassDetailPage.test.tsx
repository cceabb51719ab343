import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ClassDetail, ClassInstance } from '@/sdk';
import { bookings, json, never, recordedClass, refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import ClassDetailPage from './ClassDetailPage';

/** A weekly live class, as its page reads it. */
const liveClass: ClassDetail = {
  ...recordedClass,
  id: 'cl-hiit',
  title: 'Lunchtime HIIT',
  isLive: true,
  sessionType: 'RECURRING',
  repeatDays: ['TUESDAY'],
  capacity: 20,
  bookedCount: 14,
  spotsLeft: 6,
  price: { amount: 800, currency: 'GBP' },
};

const classRead = /^\/class\/cl-hiit$/;
const openClass = (answers: ScreenAnswers) =>
  renderScreen('/classes/cl-hiit', <ClassDetailPage params={{ id: 'cl-hiit' }} />, answers);

// The page of a class as a signed-in customer sees it, while it loads, when the class is unknown or
// fails, with no session in its month, and with sessions that cannot be booked.
signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia' });

describe('a class’s page', () => {
  it('shows its skeleton, announced, while the class loads', async () => {
    openClass([['GET', classRead, never]]);
    expect(await screen.findByRole('status', { name: 'Loading the class' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('is a friendly not-found for a class the API does not know, titled so, with the way home', async () => {
    const { history } = openClass([['GET', classRead, refusal(404, 'NOT_FOUND', 'No such class.')]]);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that class' })).toBeTruthy();
    expect(document.title).toBe('Kinetic — Class not found');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(history.at(-1)).toBe('/');
  });

  it('says when the class cannot be loaded, and Try again by keyboard loads it', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openClass([
      ['GET', classRead, () => answer()],
      ['GET', /^\/class\/cl-hiit\/instances$/, json([])],
    ]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We couldn’t load this class' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json(liveClass);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lunchtime HIIT' })).toBeTruthy();
  });

  it('says when no session is scheduled in the next month', async () => {
    openClass([
      ['GET', classRead, json(liveClass)],
      ['GET', /^\/class\/cl-hiit\/instances$/, json([])],
      ['GET', /^\/class\/booked\/by-date-range\/cu-olivia$/, json([])],
    ]);
    const sessions = await screen.findByRole('region', { name: 'Upcoming sessions' });
    expect(await within(sessions).findByRole('heading', { name: 'No sessions in the next month' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('offers no Book for a session that is past, has started, is full or is booked, and says which', async () => {
    // Half an hour into Tuesday's session.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-08T06:30:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const session = (day: string, bookedCount = 14): ClassInstance => ({
      id: `ci_hiit_${day}`,
      classId: liveClass.id,
      title: liveClass.title,
      coverImageUrl: liveClass.coverImageUrl,
      startDate: `${day}T06:00:00+00:00`,
      endDate: `${day}T07:00:00+00:00`,
      status: 'PUBLISHED',
      capacity: 20,
      bookedCount,
    });
    const booked = { ...bookings[0]!, classId: liveClass.id, classInstanceId: 'ci_hiit_2026-12-22' };
    openClass([
      ['GET', classRead, json(liveClass)],
      [
        'GET',
        /^\/class\/cl-hiit\/instances$/,
        json([session('2026-12-01'), session('2026-12-08'), session('2026-12-15', 20), session('2026-12-22')]),
      ],
      ['GET', /^\/class\/booked\/by-date-range\/cu-olivia$/, json([booked])],
      ['GET', /^\/customer\/waitlist$/, json([])],
    ]);
    const sessions = await screen.findByRole('region', { name: 'Upcoming sessions' });
    const rows = await within(sessions).findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    await vi.waitFor(() => expect(rows[3]!.textContent).toContain('Booked'));
    expect(rows[0]!.textContent).toContain('Booking closed');
    expect(rows[1]!.textContent).toContain('Booking closed');
    expect(rows[2]!.textContent).toContain('Fully booked');
    expect(screen.queryAllByRole('button', { name: /^Book/ })).toEqual([]);
    await expectNoAxeViolations();
  });
});
