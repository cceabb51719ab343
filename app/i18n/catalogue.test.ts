import { describe, expect, it } from 'vitest';
import { translationProblems } from './catalogue.mjs';

const english = {
  greeting: 'Hello {name}',
  spots: '{count, plural, one {# spot left} other {# spots left}}',
  policy: 'Cancel in time. <link>Cancellation policy</link>',
  brand: 'Kinetic',
};
const brandOnly = { brand: 'The product’s name' };
const spanish = {
  greeting: 'Hola, {name}',
  spots: '{count, plural, one {Queda # plaza} other {Quedan # plazas}}',
  policy: 'Cancela a tiempo. <link>Condiciones de cancelación</link>',
};

describe('translationProblems', () => {
  it('accepts a catalogue that translates every message but the English-only ones, with the same arguments and tags', () => {
    expect(translationProblems('es', english, spanish, brandOnly)).toEqual([]);
  });

  it('fails on a message with no translation', () => {
    const { spots: _, ...missing } = spanish;
    expect(translationProblems('es', english, missing, brandOnly)).toEqual(['"spots" has no es translation']);
  });

  it('fails on a translation whose argument, plural or tag differs from the English', () => {
    const problems = translationProblems(
      'es',
      english,
      {
        greeting: 'Hola, {nombre}',
        spots: 'Quedan {count} plazas',
        policy: 'Cancela a tiempo. <a>Condiciones de cancelación</a>',
      },
      brandOnly,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^"greeting" in es does not match its English: .*name/);
    expect(problems[1]).toMatch(/^"spots" in es does not match its English: .*count/);
    expect(problems[2]).toMatch(/^"policy" in es does not match its English: .*link/);
  });

  it('fails on a translation that is not a valid message', () => {
    expect(
      translationProblems('es', english, { ...spanish, spots: '{count, plural, one {# plaza}}' }, brandOnly),
    ).toEqual(['"spots" in es does not match its English: MISSING_OTHER_CLAUSE']);
  });

  it('fails on an English-only id that is translated, or is no longer a message', () => {
    expect(translationProblems('es', english, { ...spanish, brand: 'Kinetic' }, { ...brandOnly, gone: 'Old' })).toEqual(
      ['"brand" is English-only but has a es translation', '"gone" is listed as English-only but is not a message'],
    );
  });
});
