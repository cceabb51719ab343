// The committed story pictures (see .storybook/visual.setup.ts) and the size they may take in the
// repository.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const referencesDir = '.storybook/references';

/** All references together stay under this many bytes (a clone should not grow without notice). */
export const referencesBudget = 40 * 1024 * 1024;
/** One picture stays under this: a bigger one is a story that should be cropped or split. */
export const referenceBudget = 1024 * 1024;

/** Every reference picture with its size in bytes. */
export function references(dir = referencesDir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.png'))
    .map((file) => ({ file, bytes: statSync(join(dir, file)).size }));
}
