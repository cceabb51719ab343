#!/usr/bin/env node
// `npm run bench:room`: how long a customer waits, after pressing Join, for the trainer's video to
// play, with the local provider (WebRTC between two pages of one headless Chromium, the fake camera)
// against the production build and the mocks. Prints the median of RUNS joins against the 3 s
// budget. A measurement, not a test. Uses the preview server on :4173 when one answers, else starts
// one for the run (build first: `npm run build`; the ports are shared, so run it under the e2e lock).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { mockNow } from '../mocks/anchor.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const BUDGET_MS = 3000;
const origin = 'http://127.0.0.1:4173';
const room = `${origin}/room/cl_2007`;

const answers = () =>
  fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );

async function startPreview() {
  if (await answers()) return () => {};
  const server = spawn('node', ['mocks/serve.mjs', 'preview', '--reuse-build'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: '4173' },
  });
  for (let i = 0; i < 600 && !(await answers()); i++) await sleep(200);
  if (!(await answers())) {
    server.kill('SIGTERM');
    throw new Error('The preview server did not start on :4173.');
  }
  return () => server.kill('SIGTERM');
}

/** Signs in from a login page; the trainer's sign-in answers are picked with Prism's Prefer header. */
async function logIn(page, path, email, prefer) {
  for (const url of prefer ? ['**/identity/v1/accounts:signInWithPassword*', '**/api/user/profile*'] : []) {
    await page.route(url, (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=trainer' } }),
    );
  }
  await page.clock.setFixedTime(mockNow());
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunrise#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/dashboard$/);
}

const stop = await startPreview();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-GB' });
  const trainer = await context.newPage();
  await logIn(trainer, '/trainer/login', 'priya.sharma@example.com', true);
  await trainer.goto(room);
  await trainer.getByRole('button', { name: 'Go live' }).click();
  await trainer.getByRole('button', { name: 'End class' }).waitFor();

  const customer = await context.newPage();
  await logIn(customer, '/login', 'olivia.hughes@example.com', false);
  await customer.goto(room);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const join = customer.getByRole('button', { name: run === 0 ? 'Join' : 'Rejoin' });
    await join.waitFor();
    const start = performance.now();
    await join.click();
    await customer.waitForFunction(
      () => (document.querySelector('video[aria-label^="Video of"]')?.videoWidth ?? 0) > 0,
      null,
      { polling: 'raf' },
    );
    times.push(performance.now() - start);
    await customer.getByRole('button', { name: 'Leave' }).click();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.info(
    `Join to the trainer's video playing (local provider), ${RUNS} joins: median ${median.toFixed(0)} ms ` +
      `(fastest ${sorted[0].toFixed(0)} ms, slowest ${sorted[sorted.length - 1].toFixed(0)} ms); ` +
      `budget ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'within' : 'OVER'}. Load average ${loadavg()[0].toFixed(2)}.`,
  );
} finally {
  await browser.close();
  stop();
}
