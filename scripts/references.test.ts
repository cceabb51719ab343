import { describe, expect, it } from 'vitest';
import { referenceBudget, references, referencesBudget } from './references.mjs';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe('story pictures', () => {
  const pictures = references();

  it('are committed for the stories', () => {
    expect(pictures.length).toBeGreaterThan(0);
  });

  it(`stay within ${mb(referencesBudget)} together`, () => {
    const total = pictures.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(total, `${mb(total)} of pictures`).toBeLessThanOrEqual(referencesBudget);
  });

  it(`stay within ${referenceBudget / 1024} KB each (crop or split a bigger story)`, () => {
    expect(pictures.filter(({ bytes }) => bytes > referenceBudget).map(({ file }) => file)).toEqual([]);
  });
});
