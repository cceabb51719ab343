#!/usr/bin/env node
// `npm test`: every check, as many at once as the machine's cores allow, stopping at the first failure.
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
 * The jobs, each a title, its command or commands in turn, the jobs it waits for and the cores it
 * keeps busy (one unless said; browsers and servers included, as measured on a 2-core machine).
 * They start in this order as soon as what they wait for has passed and their cores are free: a
 * job whose cores are not free holds its place, so nothing later jumps ahead of it. First the
 * checks that need nothing built and the fresh clone (`npm start`, `npm run preview` and `npm run
 * storybook` on a copy of the checkout: the production build its preview makes is the one tested
 * from then on, so the app is built once); then the end-to-end tests and the two sweeps with
 * servers of their own on that build, the longest job first; then the unit, contract and story
 * tests, Storybook's build and its docs pages, and the build's size budget and nginx deployment,
 * which fill the cores the others leave while they wait on servers and pictures.
 */
const jobs = [
  { name: 'typecheck', title: 'Types (TypeScript 7)', run: [['npm', ['run', '-s', 'typecheck']]] },
  {
    name: 'eslint',
    title: 'ESLint (boundaries, hooks, i18n)',
    run: [['npx', ['eslint', '--max-warnings', '0', '.']]],
  },
  { name: 'prettier', title: 'Prettier', run: [['npx', ['prettier', '--check', '.']]] },
  {
    name: 'fresh-clone',
    title: 'npm start, preview and storybook on a fresh clone; the production build',
    run: [['node', ['scripts/fresh-clone.mjs', '--keep-build']]],
  },
  { name: 'lint:api', title: 'Spectral (the contract)', run: [['npm', ['run', '-s', 'lint:api']]], cores: 0.5 },
  { name: 'sdk:check', title: 'SDK and docs/backend.md drift', run: [['npm', ['run', '-s', 'sdk:check']]], cores: 0.5 },
  { name: 'i18n:check', title: 'Message catalogues', run: [['npm', ['run', '-s', 'i18n:check']]], cores: 0.5 },
  {
    name: 'e2e',
    title: 'End-to-end tests',
    run: [['npx', ['playwright', 'test']]],
    after: ['fresh-clone'],
    cores: 2,
  },
  {
    name: 'spec-only',
    title: "Every route against the specification's calls only (KINETIC_MOCK=spec-only)",
    run: [['npx', ['playwright', 'test', '-c', 'playwright.spec-only.config.ts']]],
    after: ['fresh-clone'],
  },
  {
    name: 'emulator',
    title: 'Sign-in against the Firebase Auth emulator',
    run: [['npx', ['playwright', 'test', '-c', 'playwright.emulator.config.ts']]],
    after: ['fresh-clone'],
    cores: 0.5,
  },
  { name: 'unit', title: 'Unit and component tests', run: [['npx', ['vitest', 'run', '--project', 'unit*']]] },
  {
    name: 'contract',
    title: 'Contract tests (every example against its schema, every operation against Prism)',
    run: [['npx', ['vitest', 'run', '--project', 'contract', '--maxWorkers=2']]],
    cores: 1.5,
  },
  ...[1, 2].map((half) => ({
    name: `stories ${half}/2`,
    title: `Stories as tests, half ${half} (Chromium, axe, pictures in light and dark)`,
    run: [['npx', ['vitest', 'run', '--project', 'storybook', `--shard=${half}/2`]]],
  })),
  {
    name: 'storybook',
    title: 'Storybook build, then its docs pages (axe)',
    run: [
      ['npm', ['run', '-s', 'build-storybook']],
      ['npm', ['run', '-s', 'storybook:axe']],
    ],
    cores: 1.5,
  },
  { name: 'size', title: 'Size budget of the build', run: [['npx', ['size-limit']]], after: ['fresh-clone'] },
  {
    name: 'deploy',
    title: 'The nginx deployment (deploy/) on the build',
    run: [['npx', ['playwright', 'test', '-c', 'deploy/playwright.config.ts']]],
    after: ['fresh-clone'],
    // Its own mocks, on ports the end-to-end tests' mocks (4010 to 4012) do not hold.
    env: { KINETIC_MOCK_PORT: '4019' },
  },
];

// KINETIC_SUITE tells the end-to-end tests they run as the whole suite (playwright.config.ts keeps a
// trace of a failed test's retry only). npm's own variables cannot say so: `npx` sets
// npm_lifecycle_event to "npx" for the command it runs.
// KINETIC_MOCK_WEEKS fixes the weeks the mocks move their example dates by for the whole run.
const env = { ...process.env, CHROME_PATH: chromiumPath, KINETIC_SUITE: '1', KINETIC_MOCK_WEEKS: String(runWeeks()) };

/** The running jobs' children, each the leader of its own process group, to stop on a failure. */
const children = new Set();

/** Runs one command, its output kept and printed whole when it ends: its exit status. */
const runKept = (command, args, extraEnv) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { env: { ...env, ...extraEnv, FORCE_COLOR: '1' }, detached: true });
    children.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      children.delete(child);
      process.stdout.write(`\n$ ${command} ${args.join(' ')} (${seconds(t0)})\n${Buffer.concat(output)}`);
      resolve(status ?? 1);
    });
  });

/** Runs a job's commands in turn, stopping at the first that fails: its status, else 0. */
async function runJob(job) {
  for (const [command, args] of job.run) {
    const status = await runKept(command, args, job.env);
    if (status !== 0) return status;
  }
  return 0;
}

ensureDebianPackages();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
/**
 * The machine's CPU time so far, busy and in all, from /proc/stat's first line (every core, every
 * process, in hundredths of a second): the busy share times the cores says how many the run kept
 * busy, browsers and servers included, which a count of our own children's time would miss (their
 * renderers and helpers end as orphans). CI runs nothing else, so the machine's share is the run's.
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
const cpu0 = cpuTimes();

/** Where the minutes went: each ended job's start, time and title, in the order they started, printed at the end whatever the outcome. */
const times = [];
const report = () =>
  console.info(
    `\nWhere the time went (start, time; ${coresBusy(cpu0, cpuTimes())} cores busy in all):\n${times
      .toSorted((a, b) => a[3] - b[3])
      .map(([at, time, title]) => `  ${at.padStart(6)}  ${time.padStart(6)}  ${title}`)
      .join('\n')}`,
  );

// A core more than the machine has: every job waits some of its time on servers, browsers and disks.
const capacity = availableParallelism() + 1;
const waiting = [...jobs];
const passed = new Set();
let used = 0;

/** Starts, in order, every job whose jobs have passed and whose cores are free; stops at one whose cores are not. */
function startReady() {
  for (const job of [...waiting]) {
    if (!(job.after ?? []).every((name) => passed.has(name))) continue;
    const cores = Math.min(job.cores ?? 1, capacity);
    if (used + cores > capacity) return;
    waiting.splice(waiting.indexOf(job), 1);
    used += cores;
    const t0 = Date.now();
    const at = seconds(started);
    console.info(`\n▶ ${job.title}`);
    runJob(job).then((status) => {
      used -= cores;
      times.push([at, seconds(t0), job.title, t0]);
      if (status !== 0) {
        // Each child leads its own process group: its servers and browsers stop with it.
        for (const child of children) {
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            // It ended on its own meanwhile.
          }
        }
        report();
        console.error(`\n✖ ${job.title} failed (exit ${status}).`);
        process.exit(status || 1);
      }
      console.info(`✔ ${job.title} (${seconds(t0)})`);
      passed.add(job.name);
      if (passed.size === jobs.length) {
        report();
        console.info(`\n✔ ${pkg.name}: all checks passed in ${seconds(started)}.`);
      } else startReady();
    });
  }
}
startReady();
