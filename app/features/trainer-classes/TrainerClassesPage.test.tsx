import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hiit, json, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import TrainerClassesPage from './TrainerClassesPage';

const classesRead = /^\/class\/web\/from-trainer$/;

// The trainer's list of classes while it loads, and when it fails.
signedInForEachTest('trainer', { id: 'tr_1003', firstName: 'Priya' });

describe('the trainer’s classes', () => {
  it('show their skeleton, announced, while they load, then a failure with Try again, which loads them', async () => {
    let answer: Answer = refusal(500, 'INTERNAL', 'Down.');
    const first = held(() => answer());
    renderScreen('/trainer/classes', <TrainerClassesPage />, [['GET', classesRead, first.answer]]);
    expect(await screen.findByRole('status', { name: 'Loading your classes' })).toBeTruthy();
    first.release();
    expect(await screen.findByRole('heading', { name: 'Your classes could not load' })).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status', { name: 'Loading your classes' })).toBeNull();
    await expectNoAxeViolations();

    answer = json([hiit]);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Your classes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: hiit.title })).toBeTruthy();
  });
});
