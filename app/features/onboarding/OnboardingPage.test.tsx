import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { json, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, held, renderScreen, type ScreenAnswers } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import OnboardingPage from './OnboardingPage';

/** A question of one choice or several, each of its options `[id, label]`. */
const question = (
  id: string,
  text: string,
  type: Schema<'OnboardingQuestion'>['type'],
  options: [string, string][],
): Schema<'OnboardingQuestion'> => ({
  id,
  question: text,
  type,
  required: true,
  options: options.map(([optionId, label]) => ({ id: optionId, label })),
});

/** The four questions on workout preferences, before the equipment, the intensity and the kinds of class. */
const questions = [
  question('q_goal', 'What are your main goals?', 'MULTIPLE_CHOICE', [
    ['opt_strength', 'Get stronger'],
    ['opt_stress', 'Reduce stress'],
  ]),
  question('q_level', 'How would you describe your fitness level?', 'SINGLE_CHOICE', [
    ['opt_beginner', 'Just starting out'],
    ['opt_intermediate', 'I train now and then'],
  ]),
  question('q_frequency', 'How often would you like to train?', 'SINGLE_CHOICE', [['opt_3_4', '3–4 times a week']]),
  question('q_time', 'When do you prefer to train?', 'MULTIPLE_CHOICE', [['opt_morning', 'Morning']]),
];
const equipment: Schema<'MasterDataItem'>[] = [
  { id: 'eq_yoga_mat', name: 'Yoga mat', description: 'Any non-slip mat' },
];
const intensity: Schema<'MasterDataItem'>[] = [
  { id: 'in_moderate', name: 'Moderate', description: 'Breathing harder, can still talk' },
];
const categories: Schema<'Category'>[] = [
  { id: 'cat_yoga', name: 'Yoga', slug: 'yoga', coverImageUrl: '/media/classes/yoga.svg', classCount: 6 },
  { id: 'cat_pilates', name: 'Pilates', slug: 'pilates', coverImageUrl: '/media/classes/pilates.svg', classCount: 4 },
];

/** What Olivia answered before, one choice or more for each of the seven steps. */
const saved: Schema<'OnboardingAnswers'> = {
  customerId: 'cu-olivia',
  completed: true,
  answers: [
    { questionId: 'q_goal', optionIds: ['opt_stress'] },
    { questionId: 'q_level', optionIds: ['opt_intermediate'] },
    { questionId: 'q_frequency', optionIds: ['opt_3_4'] },
    { questionId: 'q_time', optionIds: ['opt_morning'] },
    { questionId: 'equipment', optionIds: ['eq_yoga_mat'] },
    { questionId: 'intensity', optionIds: ['in_moderate'] },
    { questionId: 'categories', optionIds: ['cat_yoga', 'cat_pilates'] },
  ],
  updatedAt: '2026-02-11T20:20:00+00:00',
};
const savedAnswers = /^\/customer\/cu-olivia\/onboarding-answers$/;

/**
 * The questions' page of a customer who has answered nothing yet, the questions answered by
 * `questionsAnswer`; `more` answers come first (the saved answers, their save).
 */
const openOnboarding = (questionsAnswer: Answer, ...more: ScreenAnswers) =>
  renderScreen('/onboarding', <OnboardingPage />, [
    ...more,
    ['GET', /^\/customer\/questions$/, questionsAnswer],
    ['GET', /^\/master-data\/public\/training-equipments$/, json(equipment)],
    ['GET', /^\/master-data\/public\/training-intensity$/, json(intensity)],
    ['GET', /^\/master-data\/public\/training-category\/categories$/, json(categories)],
  ]);

/** The first of the seven steps, once the questions are there. */
const firstStep = () => screen.findByRole('progressbar', { name: 'Question 1 of 7' });

// The onboarding questions of a new customer, while they load, when they cannot be loaded, and when
// the answers cannot be saved.
signedInForEachTest('customer', { id: 'cu-olivia', firstName: 'Olivia', onboardingDone: false });

describe('the onboarding questions', () => {
  it('show a loading state, announced, while the questions load, then the first question', async () => {
    const { answer, release } = held(json(questions));
    openOnboarding(answer);
    expect(await screen.findByRole('status', { name: 'Loading the questions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us how you like to train' })).toBeTruthy();
    expect(document.title).toBe('Kinetic — Your training preferences');
    await expectNoAxeViolations();
    release();
    expect(await firstStep()).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the questions' })).toBeNull();
  });

  it('say when the questions cannot be loaded, and Try again loads them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    openOnboarding(() => answer());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We could not load the questions' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json(questions);
    await userEvent.click(retry);
    expect(await firstStep()).toBeTruthy();
  });

  it('say when the answers cannot be saved, and keep every one of them on the page', { timeout: 20_000 }, async () => {
    let saveSent = false;
    const { history } = openOnboarding(
      json(questions),
      ['GET', savedAnswers, json(saved)],
      [
        'PUT',
        savedAnswers,
        () => {
          saveSent = true;
          return refusal(500, 'INTERNAL', 'Down.')();
        },
      ],
    );
    // The saved answers are the starting point: on to the last step without choosing anything.
    await firstStep();
    for (let step = 2; step <= 7; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('progressbar', { name: `Question ${step} of 7` })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(
      await screen.findByText('We could not save your answers. Your choices are kept: try again in a moment.'),
    ).toBeTruthy();
    expect(saveSent).toBe(true);
    expect(history).toEqual(['/onboarding']);
    expect(screen.getByRole('checkbox', { name: 'Yoga' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Pilates' })).toHaveProperty('checked', true);
  });
});
