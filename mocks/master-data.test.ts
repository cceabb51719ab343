/**
 * The master data in the app's language: the equipment, intensities and onboarding questions answer
 * in Spanish to `Accept-Language: es`, with the same ids as in English, and in English otherwise.
 */
import { describe, expect, it } from 'vitest';
import { mocks } from './harness';

const { call } = mocks();

type Named = { id: string; name: string };
const lists = ['/master-data/public/training-equipments', '/master-data/public/training-intensity'];

describe('master data in Spanish', () => {
  it('names equipment and intensities in Spanish for es, with the ids English has', async () => {
    for (const path of lists) {
      const english = (await call<Named[]>(path, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).body;
      const spanish = (await call<Named[]>(path, { headers: { 'Accept-Language': 'es' } })).body;
      expect(
        spanish.map(({ id }) => id),
        path,
      ).toEqual(english.map(({ id }) => id));
      expect(
        spanish.map(({ name }) => name),
        path,
      ).not.toEqual(english.map(({ name }) => name));
    }
    const equipment = (
      await call<Named[]>('/master-data/public/training-equipments', { headers: { 'Accept-Language': 'es-ES' } })
    ).body;
    expect(equipment.find(({ id }) => id === 'eq_yoga_mat')?.name).toBe('Esterilla de yoga');
  });

  it('asks the onboarding questions in Spanish for es, their options under the same ids', async () => {
    type Question = { id: string; question: string; options: { id: string; label: string }[] };
    const [spanish] = (await call<Question[]>('/customer/questions', { headers: { 'Accept-Language': 'es' } })).body;
    const [english] = (await call<Question[]>('/customer/questions')).body;
    expect(spanish).toMatchObject({ id: english?.id, question: '¿Cuáles son tus objetivos principales?' });
    expect(spanish?.options.map(({ id }) => id)).toEqual(english?.options.map(({ id }) => id));
    expect(english?.question).toBe('What are your main goals?');
  });
});
