import { describe, expect, it } from 'vitest';
import { buildSteps, fromSaved, nextPath, stepProblem, toAnswers } from './steps';

const questions = [
  {
    id: 'q_goal',
    question: 'What are your main goals?',
    type: 'MULTIPLE_CHOICE' as const,
    required: true,
    options: [
      { id: 'opt_strength', label: 'Get stronger' },
      { id: 'opt_stress', label: 'Reduce stress' },
    ],
  },
  {
    id: 'q_level',
    question: 'How would you describe your fitness level?',
    type: 'SINGLE_CHOICE' as const,
    required: true,
    options: [{ id: 'opt_beginner', label: 'Just starting out' }],
  },
];
const lists = {
  equipment: [{ id: 'eq_mat', name: 'Yoga mat', description: 'Any non-slip mat' }],
  intensity: [{ id: 'in_gentle', name: 'Gentle', description: null }],
  categories: [{ id: 'cat_yoga', name: 'Yoga', slug: 'yoga', coverImageUrl: '/y.svg', classCount: 5 }],
};
const asked = { equipment: 'Equipment?', intensity: 'Intensity?', categories: 'Categories?' };
const steps = buildSteps(questions, lists, asked);

describe('onboarding steps', () => {
  it('asks the questions, then equipment (several), intensity (one) and categories (several)', () => {
    expect(steps.map((s) => [s.id, s.multiple])).toEqual([
      ['q_goal', true],
      ['q_level', false],
      ['equipment', true],
      ['intensity', false],
      ['categories', true],
    ]);
    expect(steps[2]?.options).toEqual([{ id: 'eq_mat', label: 'Yoga mat', description: 'Any non-slip mat' }]);
    expect(steps[4]?.question).toBe('Categories?');
  });

  it('needs one choice on a single-choice step and at least one on a multiple-choice step', () => {
    expect(stepProblem(steps[1]!, [])).toBe('selectOne');
    expect(stepProblem(steps[0]!, undefined)).toBe('selectSome');
    expect(stepProblem(steps[0]!, ['opt_stress'])).toBeNull();
    expect(stepProblem({ ...steps[0]!, required: false }, [])).toBeNull();
  });

  it('starts from the saved answers, dropping choices no longer offered', () => {
    expect(
      fromSaved(steps, [
        { questionId: 'q_goal', optionIds: ['opt_stress', 'opt_gone'] },
        { questionId: 'q_unknown', optionIds: ['x'] },
      ]),
    ).toEqual({ q_goal: ['opt_stress'], q_level: [], equipment: [], intensity: [], categories: [] });
  });

  it('sends one answer per step with a choice, in step order', () => {
    expect(toAnswers(steps, { intensity: ['in_gentle'], q_goal: ['opt_strength'], equipment: [] })).toEqual([
      { questionId: 'q_goal', optionIds: ['opt_strength'] },
      { questionId: 'intensity', optionIds: ['in_gentle'] },
    ]);
  });

  it('goes on to a same-origin path only', () => {
    expect(nextPath('/dashboard/profile')).toBe('/dashboard/profile');
    expect(nextPath('//evil.example')).toBe('/dashboard');
    expect(nextPath('https://evil.example')).toBe('/dashboard');
    expect(nextPath(null)).toBe('/dashboard');
  });
});
