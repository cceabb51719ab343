#!/usr/bin/env node
// The commands a new developer runs first work on a fresh clone, with nothing built or generated
// before: copies the files git would check out (tracked, and new ones it does not ignore) into an
// empty folder that shares this checkout's node_modules, then runs `npm start`, `npm run preview`
// and `npm run storybook` there in turn, on ports of their own. For each, Chromium opens routes
// signed out and signed in as each role, and fails on Vite's error overlay, an error in the page
// or a page without a level-one heading. Part of `npm test`, which passes `--keep-build`: the
// production build `npm run preview` made there becomes this checkout's dist/, the build the rest of
// the suite tests (its size, the nginx deployment, the end-to-end tests), instead of building it twice.
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { e2eChromiumPath, e2eArgs } from './chromium.mjs';
import { freePort } from '../mocks/front.mjs';

const root = new URL('..', import.meta.url).pathname;
const STARTUP_MS = 180_000;
const keepBuild = process.argv.includes('--keep-build');

/** A folder holding what a clone of this checkout would: no dist/, no generated files. */
function freshClone() {
  const folder = mkdtempSync(join(tmpdir(), 'kinetic-fresh-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    copyFileSync(join(root, file), join(folder, file));
  }
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
  return folder;
}

/** Starts `npm run <script>` in `folder`; resolves once `url` answers, with a way to stop it. */
async function start(folder, script, args, env, url) {
  const output = [];
  const child = spawn('npm', ['run', '-s', script, '--', ...args], {
    cwd: folder,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return stop;
    await sleep(500);
  }
  stop();
  throw new Error(`npm run ${script} did not serve ${url}:\n${output.join('').slice(-3000)}`);
}

/** Opens `path` and returns what is wrong with it (nothing when it shows its page). */
async function check(page, path, heading = 'h1') {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(path, { waitUntil: 'load', timeout: 90_000 });
    await page.locator(heading).first().waitFor({ state: 'visible', timeout: 60_000 });
  } catch (error) {
    errors.push(`no heading: ${error.message.split('\n')[0]}`);
  }
  if ((await page.locator('vite-error-overlay').count()) > 0) {
    errors.push(
      `error overlay: ${await page.locator('vite-error-overlay').evaluate((element) => element.shadowRoot?.textContent ?? '')}`,
    );
  }
  page.off('pageerror', onError);
  return errors.map((error) => `${path}: ${error.slice(0, 500)}`);
}

/** Signs in through the login page the way a person does. */
async function signIn(page, path, email) {
  await page.goto(path, { timeout: 90_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunrise#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/dashboard|onboarding/, { timeout: 60_000 });
}

/** The app's routes signed out, then as the customer and as the trainer. */
async function checkApp(browser, origin) {
  const problems = [];
  const visitor = await browser.newPage({ baseURL: origin });
  for (const path of ['/', '/discover', '/classes/cl_2007', '/no-such-page'])
    problems.push(...(await check(visitor, path)));
  await visitor.close();

  const customer = await browser.newPage({ baseURL: origin });
  await signIn(customer, '/login', 'olivia.hughes@example.com');
  for (const path of ['/dashboard', '/library']) problems.push(...(await check(customer, path)));
  await customer.close();

  const trainer = await browser.newPage({ baseURL: origin });
  await signIn(trainer, '/trainer/login', 'priya.sharma@example.com');
  for (const path of ['/trainer/dashboard', '/trainer/classes']) problems.push(...(await check(trainer, path)));
  await trainer.close();
  return problems;
}

/** Storybook: its index lists stories, and the first of them renders without an error. */
async function checkStorybook(browser, origin) {
  const index = await (await fetch(`${origin}/index.json`)).json();
  const story = Object.values(index.entries).find((entry) => entry.type === 'story');
  if (!story) return ['storybook: no story in the index'];
  const page = await browser.newPage({ baseURL: origin });
  const problems = await check(page, `/iframe.html?id=${story.id}&viewMode=story`, '#storybook-root > *');
  if (await page.locator('body.sb-show-errordisplay').count()) problems.push(`storybook: ${story.id} shows an error`);
  await page.close();
  return problems;
}

const folder = freshClone();
const browser = await chromium.launch({ executablePath: e2eChromiumPath, args: e2eArgs });
const problems = [];
try {
  for (const [script, check] of [
    ['start', checkApp],
    ['preview', checkApp],
    ['storybook', checkStorybook],
  ]) {
    const t0 = Date.now();
    const port = await freePort();
    const mockPort = await freePort();
    const env = { PORT: String(port), KINETIC_MOCK_PORT: String(mockPort) };
    const args = script === 'storybook' ? ['-p', String(port), '--ci'] : [];
    const origin = `http://127.0.0.1:${port}`;
    const stop = await start(folder, script, args, env, `${origin}/`);
    let found = [];
    try {
      found = await check(browser, origin);
      problems.push(...found.map((problem) => `npm run ${script}: ${problem}`));
      console.info(
        `${found.length ? '✖' : '✔'} npm run ${script} on a fresh clone (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
    } finally {
      stop();
    }
    if (script === 'preview' && keepBuild && !found.length) {
      rmSync(join(root, 'dist'), { recursive: true, force: true });
      cpSync(join(folder, 'dist'), join(root, 'dist'), { recursive: true });
    }
  }
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`On a fresh clone:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
