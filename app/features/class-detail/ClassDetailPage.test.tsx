import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassDetail } from '@/sdk';
import { json, never, recordedClass, refusal } from '@/app/lib/stories';
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
// fails, and with no session in its month.
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
});
