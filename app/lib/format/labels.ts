import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '@/app/i18n';

/** Labels for API enums that several screens show. */
const difficulty = defineMessages({
  BEGINNER: { id: 'labels.difficulty.beginner', defaultMessage: 'Beginner' },
  INTERMEDIATE: { id: 'labels.difficulty.intermediate', defaultMessage: 'Intermediate' },
  ADVANCED: { id: 'labels.difficulty.advanced', defaultMessage: 'Advanced' },
});

export const difficultyLabel = (value: keyof typeof difficulty): MessageDescriptor => difficulty[value];

/**
 * The API's class categories and trainer skills, one vocabulary (`FilterOptions`' categories and
 * skills): the API sends and filters by these English names, and the app says them in its language.
 */
const disciplines: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  Yoga: { id: 'labels.discipline.yoga', defaultMessage: 'Yoga' },
  Pilates: { id: 'labels.discipline.pilates', defaultMessage: 'Pilates' },
  HIIT: { id: 'labels.discipline.hiit', defaultMessage: 'HIIT' },
  Strength: { id: 'labels.discipline.strength', defaultMessage: 'Strength' },
  Boxing: { id: 'labels.discipline.boxing', defaultMessage: 'Boxing' },
  Running: { id: 'labels.discipline.running', defaultMessage: 'Running' },
  Dance: { id: 'labels.discipline.dance', defaultMessage: 'Dance' },
  Mobility: { id: 'labels.discipline.mobility', defaultMessage: 'Mobility' },
  Meditation: { id: 'labels.discipline.meditation', defaultMessage: 'Meditation' },
  Cycling: { id: 'labels.discipline.cycling', defaultMessage: 'Cycling' },
  Barre: { id: 'labels.discipline.barre', defaultMessage: 'Barre' },
  Kettlebell: { id: 'labels.discipline.kettlebell', defaultMessage: 'Kettlebell' },
});

/** A category's or skill's name in the app's language; one the app does not know yet, as the API sent it. */
export function disciplineName(intl: IntlShape, name: string): string {
  const label = Object.hasOwn(disciplines, name) ? disciplines[name] : undefined;
  return label ? intl.formatMessage(label) : name;
}
