import { describe, expect, it } from 'vitest';
import { loadIntl } from '@/app/i18n';
import { disciplineName } from './labels';

describe('disciplineName', () => {
  it('says a category or skill the API names in English in the app’s language', async () => {
    const es = await loadIntl('es', ['es-ES']);
    expect(disciplineName(es, 'Strength')).toBe('Fuerza');
    expect(disciplineName(es, 'Boxing')).toBe('Boxeo');
    expect(disciplineName(es, 'Yoga')).toBe('Yoga');
    const en = await loadIntl('en', ['en-GB']);
    expect(disciplineName(en, 'Strength')).toBe('Strength');
  });

  it('shows a category the app does not know yet as the API sent it', async () => {
    const es = await loadIntl('es', ['es-ES']);
    expect(disciplineName(es, 'Aqua aerobics')).toBe('Aqua aerobics');
    // Not a property of every object either.
    expect(disciplineName(es, 'constructor')).toBe('constructor');
  });
});
