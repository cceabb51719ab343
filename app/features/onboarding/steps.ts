import type { Schema } from '@/sdk';
import { paths } from '@/app/routing/paths';

/** One choice of a step. */
export interface Choice {
  id: string;
  label: string;
  description?: string | null;
}

/** One onboarding question, asked on its own step. */
export interface Step {
  /** The question's id, or the master-data list's name (`equipment`, `intensity`, `categories`). */
  id: string;
  question: string;
  multiple: boolean;
  required: boolean;
  options: Choice[];
}

/** The ids chosen, by step id. */
export type Answers = Record<string, string[]>;

/** The master-data lists asked about after the questions, with how many choices each takes. */
export interface PreferenceLists {
  equipment: Schema<'MasterDataItem'>[];
  intensity: Schema<'MasterDataItem'>[];
  categories: Schema<'Category'>[];
}

/** What each master-data step asks (in the viewer's language). */
export type PreferenceQuestions = Record<keyof PreferenceLists, string>;

/**
 * The steps in order: the questions as the API lists them, then the equipment the customer has
 * (several), the intensity they like (one) and the kinds of class they care about (several).
 */
export function buildSteps(
  questions: Schema<'OnboardingQuestion'>[],
  lists: PreferenceLists,
  asked: PreferenceQuestions,
): Step[] {
  const fromList = (id: keyof PreferenceLists, multiple: boolean): Step => ({
    id,
    question: asked[id],
    multiple,
    required: true,
    options: lists[id].map((item) => ({
      id: item.id,
      label: item.name,
      description: 'description' in item ? item.description : null,
    })),
  });
  return [
    ...questions.map((q) => ({
      id: q.id,
      question: q.question,
      multiple: q.type === 'MULTIPLE_CHOICE',
      required: q.required,
      options: q.options,
    })),
    fromList('equipment', true),
    fromList('intensity', false),
    fromList('categories', true),
  ];
}

/** Why a step cannot be left yet: nothing chosen for a required single or multiple choice. */
export function stepProblem(step: Step, chosen: readonly string[] | undefined): 'selectOne' | 'selectSome' | null {
  if (!step.required || (chosen?.length ?? 0) > 0) return null;
  return step.multiple ? 'selectSome' : 'selectOne';
}

/** The saved answers as the form's values; a choice no longer offered is dropped. */
export function fromSaved(steps: Step[], saved: Schema<'OnboardingAnswer'>[]): Answers {
  const values: Answers = Object.fromEntries(steps.map((step) => [step.id, []]));
  for (const answer of saved) {
    const step = steps.find((s) => s.id === answer.questionId);
    if (step) values[step.id] = answer.optionIds.filter((id) => step.options.some((o) => o.id === id));
  }
  return values;
}

/** The body of the answers call: one entry per step with at least one choice, in step order. */
export function toAnswers(steps: Step[], values: Answers): Schema<'OnboardingAnswer'>[] {
  return steps
    .filter((step) => (values[step.id]?.length ?? 0) > 0)
    .map((step) => ({ questionId: step.id, optionIds: values[step.id] ?? [] }));
}

/** Where to go after the questions: a same-origin path from `?next=`, else the dashboard. */
export function nextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.dashboard();
}
