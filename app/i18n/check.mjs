#!/usr/bin/env node
// Fails when the English catalogue (app/i18n/en.json, the list translators work from) is not what
// `npm run i18n:extract` would write from the source, or when another catalogue has a message the
// English one lacks; then, when another catalogue leaves an English message untranslated (apart from
// the few in english-only.json, each with its reason) or translates one with other arguments or tags
// than the English (catalogue.mjs). Catalogues need no build step: they are compiled as they are
// imported (`compiledCatalogues` in scripts/inline-messages.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translationProblems } from './catalogue.mjs';

const dir = new URL('.', import.meta.url).pathname;
const locales = readdirSync(dir)
  .filter((f) => /^[a-z]{2}\.json$/.test(f))
  .map((f) => f.slice(0, 2));
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const out = join(mkdtempSync(join(tmpdir(), 'kinetic-i18n-')), 'en.json');
execFileSync('npm', ['run', '-s', 'i18n:extract', '--', '--out-file', out], { stdio: 'inherit' });
const fresh = read(out);
const kept = read(join(dir, 'en.json'));
const problems = [];
for (const id of Object.keys(fresh)) {
  if (!(id in kept)) problems.push(`"${id}" is in the source but not in app/i18n/en.json`);
  else if (kept[id] !== fresh[id]) problems.push(`"${id}" differs between the source and app/i18n/en.json`);
}
for (const id of Object.keys(kept))
  if (!(id in fresh)) problems.push(`"${id}" is in app/i18n/en.json but no longer in the source`);
for (const locale of locales.filter((l) => l !== 'en')) {
  for (const id of Object.keys(read(join(dir, `${locale}.json`)))) {
    if (!(id in fresh)) problems.push(`"${id}" in app/i18n/${locale}.json has no English message`);
  }
}
if (problems.length) {
  console.error(`The message catalogues are out of date (run npm run i18n:extract):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const englishOnly = read(join(dir, 'english-only.json'));
const untranslated = locales
  .filter((l) => l !== 'en')
  .flatMap((locale) => translationProblems(locale, fresh, read(join(dir, `${locale}.json`)), englishOnly));
if (untranslated.length) {
  console.error(`The translations are incomplete (app/i18n/<locale>.json):\n  ${untranslated.join('\n  ')}`);
  process.exit(1);
}
console.info(`Message catalogues are up to date and translated (${Object.keys(fresh).length} messages).`);
