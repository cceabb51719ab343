#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.mjs';

function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!process.env.CHROME_PATH && isRoot && isDebian) {
    console.info("Chromium is missing: installing Debian's chromium package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (hasChromium()) return;
  }
  console.error(
    `No Chromium at ${chromiumPath}: install Debian's "chromium" package (apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

const steps = [
  ['ESLint (boundaries, hooks, i18n)', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Contract lint (Spectral)', 'npm', ['run', '-s', 'lint:api']],
  ['SDK drift', 'npm', ['run', '-s', 'sdk:check']],
  ['Message catalogues', 'npm', ['run', '-s', 'i18n:check']],
  ['Type check', 'npm', ['run', '-s', 'typecheck']],
  ['Unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit*']],
  [
    'Contract tests (every example against its schema, every operation against Prism)',
    'npx',
    ['vitest', 'run', '--project', 'contract'],
  ],
  ['Stories as tests (Chromium, axe, pictures in light and dark)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['Storybook build', 'npm', ['run', '-s', 'build-storybook']],
  ['Storybook docs pages (axe)', 'npm', ['run', '-s', 'storybook:axe']],
  ['Production build', 'npm', ['run', '-s', 'build']],
  ['Size budget', 'npx', ['size-limit']],
  ['npm start, preview and storybook on a fresh clone', 'node', ['scripts/fresh-clone.mjs']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

ensureChromium();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
/** Where the minutes went: each step's time, printed at the end whatever the outcome. */
const times = [];
const report = () =>
  console.info(`\nWhere the time went:\n${times.map(([title, time]) => `  ${time.padStart(6)}  ${title}`).join('\n')}`);
for (const [title, command, args] of steps) {
  console.info(`\n▶ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } });
  times.push([title, seconds(t0)]);
  if (result.status !== 0) {
    report();
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.info(`✔ ${title} (${seconds(t0)})`);
}
report();
console.info(`\n✔ ${pkg.name}: all checks passed in ${seconds(started)}.`);
