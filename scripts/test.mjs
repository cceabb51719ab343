#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { runWeeks } from '../mocks/anchor.mjs';
import { chromiumPath, hasChromium, headlessShellPath } from './chromium.mjs';

/** Debian's nginx and its brotli module, which deploy/nginx.conf.template loads. */
const hasNginx = () =>
  existsSync('/usr/sbin/nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

/**
 * What the tests run that npm does not install: Chromium (the stories, and the specs that need the
 * desktop browser), its headless shell (the end-to-end tests, the docs pages' scan and the
 * fresh-clone check) and nginx with its brotli module (the deployment in deploy/). When one is
 * missing and we are root on Debian, apt-get installs it (Chromium only when CHROME_PATH does not
 * name another); otherwise we stop and say what to install.
 */
function ensureDebianPackages() {
  const missing = [
    {
      has: hasChromium,
      packages: ['chromium'],
      installable: !process.env.CHROME_PATH,
      or: ` or set CHROME_PATH (now ${chromiumPath})`,
    },
    {
      has: () => existsSync(headlessShellPath) || Boolean(process.env.E2E_CHROME_PATH),
      packages: ['chromium-headless-shell'],
      installable: true,
      or: ' or set E2E_CHROME_PATH',
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

/**
 * The steps in order, each a title and its branches, run side by side (each prints its output when
 * it ends), a branch being one command or several in turn: the checks that each keep one core
 * busy; the unit tests (a worker a core less than the machine's) beside the contract tests (a
 * worker a core: they wait on their servers, and go on alone once the unit tests are done); the
 * stories in two halves, each with its own Chromium, which wait on pictures and renders more than
 * they compute; Storybook's build and then its docs pages' scan, which waits on one page at a time,
 * beside the fresh clone's servers, which wait on their start, and its production build (the one
 * tested from then on: the app is built once), then the checks of that build (the Storybook build
 * alone kept one core and a half busy); the two sweeps that start servers of their own (on ports of
 * their own) beside the end-to-end tests.
 */
const steps = [
  [
    'Static checks: ESLint (boundaries, hooks, i18n), Prettier, Spectral, SDK and docs/backend.md drift, message catalogues, types',
    [
      ['npx', ['eslint', '--max-warnings', '0', '.']],
      ['npx', ['prettier', '--check', '.']],
      ['npm', ['run', '-s', 'lint:api']],
      ['npm', ['run', '-s', 'sdk:check']],
      ['npm', ['run', '-s', 'i18n:check']],
      ['npm', ['run', '-s', 'typecheck']],
    ],
  ],
  [
    'Unit and component tests, and contract tests (every example against its schema, every operation against Prism)',
    [
      ['npx', ['vitest', 'run', '--project', 'unit*']],
      ['npx', ['vitest', 'run', '--project', 'contract', '--maxWorkers=2']],
    ],
  ],
  [
    'Stories as tests (Chromium, axe, pictures in light and dark)',
    [1, 2].map((half) => ['npx', ['vitest', 'run', '--project', 'storybook', `--shard=${half}/2`]]),
  ],
  [
    'Storybook build and its docs pages (axe), beside npm start, preview and storybook on a fresh clone, the production build preview made there, its size budget and the nginx deployment (deploy/) on it',
    [
      [
        ['npm', ['run', '-s', 'build-storybook']],
        ['npm', ['run', '-s', 'storybook:axe']],
      ],
      [
        // The fresh clone's `npm run preview` builds the app: its build is the one tested from here on.
        ['node', ['scripts/fresh-clone.mjs', '--keep-build']],
        ['npx', ['size-limit']],
        ['npx', ['playwright', 'test', '-c', 'deploy/playwright.config.ts']],
      ],
    ],
  ],
  [
    "End-to-end tests, beside every route against the specification's calls only (KINETIC_MOCK=spec-only) and sign-in against the Firebase Auth emulator",
    [
      ['npx', ['playwright', 'test']],
      ['npx', ['playwright', 'test', '-c', 'playwright.spec-only.config.ts']],
      ['npx', ['playwright', 'test', '-c', 'playwright.emulator.config.ts']],
    ],
  ],
];

// KINETIC_SUITE tells the end-to-end tests they run as the whole suite (playwright.config.ts keeps a
// trace of a failed test's retry only). npm's own variables cannot say so: `npx` sets
// npm_lifecycle_event to "npx" for the command it runs.
// KINETIC_MOCK_WEEKS fixes the weeks the mocks move their example dates by for the whole run.
const env = { ...process.env, CHROME_PATH: chromiumPath, KINETIC_SUITE: '1', KINETIC_MOCK_WEEKS: String(runWeeks()) };

/** Runs one command, its output kept and printed whole when it ends: its exit status. */
const runKept = (command, args) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { env: { ...env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(`\n$ ${command} ${args.join(' ')} (${seconds(t0)})\n${Buffer.concat(output)}`);
      resolve(status ?? 1);
    });
  });

/** Runs a branch's commands in turn, stopping at the first that fails: its status, else 0. */
async function runBranch(branch) {
  for (const [command, args] of Array.isArray(branch[0]) ? branch : [branch]) {
    const status = await runKept(command, args);
    if (status !== 0) return status;
  }
  return 0;
}

/** Runs branches side by side: the first failing status, else 0. */
async function runTogether(branches) {
  const statuses = await Promise.all(branches.map(runBranch));
  return statuses.find((status) => status !== 0) ?? 0;
}

ensureDebianPackages();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
/**
 * The machine's CPU time so far, busy and in all, from /proc/stat's first line (every core, every
 * process, in hundredths of a second): a step's busy share times the cores says how many it kept
 * busy, browsers and servers included, which a count of our own children's time would miss (their
 * renderers and helpers end as orphans). CI runs nothing else, so the machine's share is the step's.
 */
const cpuTimes = () => {
  const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const busy = user + nice + system + rest.reduce((sum, value) => sum + value, 0);
  return { busy, all: busy + idle + iowait };
};
const coresBusy = (before, after) =>
  ((availableParallelism() * (after.busy - before.busy)) / Math.max(1, after.all - before.all)).toFixed(1);
/** Where the minutes went: each step's time and the cores it kept busy, printed at the end whatever the outcome. */
const times = [];
const report = () =>
  console.info(
    `\nWhere the time went (time, cores busy):\n${times.map(([title, time, cores]) => `  ${time.padStart(6)}  ${cores}  ${title}`).join('\n')}`,
  );
for (const [title, branches] of steps) {
  console.info(`\n▶ ${title}`);
  const t0 = Date.now();
  const cpu0 = cpuTimes();
  const status = await runTogether(branches);
  times.push([title, seconds(t0), coresBusy(cpu0, cpuTimes())]);
  if (status !== 0) {
    report();
    console.error(`\n✖ ${title} failed (exit ${status}).`);
    process.exit(status || 1);
  }
  console.info(`✔ ${title} (${seconds(t0)})`);
}
report();
console.info(`\n✔ ${pkg.name}: all checks passed in ${seconds(started)}.`);
