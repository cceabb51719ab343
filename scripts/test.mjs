#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.mjs';

/** Debian's nginx and its brotli module, which deploy/nginx.conf.template loads. */
const hasNginx = () =>
  existsSync('/usr/sbin/nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

/**
 * What the tests run that npm does not install: Chromium (every browser test) and nginx with its
 * brotli module (the deployment in deploy/). When one is missing and we are root on Debian, apt-get
 * installs it (Chromium only when CHROME_PATH does not name another); otherwise we stop and say what
 * to install.
 */
function ensureDebianPackages() {
  const missing = [
    {
      has: hasChromium,
      packages: ['chromium'],
      installable: !process.env.CHROME_PATH,
      or: ` or set CHROME_PATH (now ${chromiumPath})`,
    },
    { has: hasNginx, packages: ['nginx', 'libnginx-mod-http-brotli-static'], installable: true, or: '' },
  ].filter((need) => !need.has());
  const installable = missing.filter((need) => need.installable).flatMap((need) => need.packages);
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version') && installable.length) {
    console.info(`Installing Debian's ${installable.join(', ')}…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...installable], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const still = missing.filter((need) => !need.has());
  if (!still.length) return;
  for (const need of still)
    console.error(
      `Missing: install Debian's ${need.packages.join(' and ')} (apt-get install ${need.packages.join(' ')})${need.or}.`,
    );
  process.exit(1);
}

const steps = [
  ['ESLint (boundaries, hooks, i18n)', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Contract lint (Spectral)', 'npm', ['run', '-s', 'lint:api']],
  ['SDK and docs/backend.md drift', 'npm', ['run', '-s', 'sdk:check']],
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
  [
    'The nginx deployment (deploy/) on the build, against the mocks',
    'npx',
    ['playwright', 'test', '-c', 'deploy/playwright.config.ts'],
  ],
  ['npm start, preview and storybook on a fresh clone', 'node', ['scripts/fresh-clone.mjs']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
  [
    "Every route against the specification's calls only (KINETIC_MOCK=spec-only)",
    'npx',
    ['playwright', 'test', '-c', 'playwright.spec-only.config.ts'],
  ],
];

ensureDebianPackages();
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
