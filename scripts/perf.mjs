#!/usr/bin/env node
// `npm run perf`: Lighthouse (mobile, simulated throttling) on the first-paint routes of the
// production build, as a visitor. Uses the preview server on :4173 when one answers, else builds
// and starts `npm run preview` for the run. Prints performance, LCP, TBT, CLS and console errors
// per route (the median of RUNS runs by score) and writes each median report, HTML and JSON, under
// reports/lighthouse/ (`ROUTES=/discover,/login` measures only those). A measurement, not a test: scores drop on a loaded machine, so the load
// average is printed with them.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const ROUTES = process.env.ROUTES?.split(',') ?? ['/', '/discover', '/login', '/trainers/tr_1003', '/classes/cl_2007'];
const RUNS = Number(process.env.RUNS ?? 3);
const origin = 'http://127.0.0.1:4173';
const reportDir = 'reports/lighthouse';
const chromiumFlags = ['--headless=new', ...chromiumArgs];

const answers = () =>
  fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Starts `npm run preview` (after a build) unless a preview server already answers; returns how to stop it. */
async function ensurePreview() {
  if (await answers()) {
    console.info(`Measuring the server already on ${origin}.`);
    return () => {};
  }
  console.info('No preview server on :4173: building and starting one.');
  const server = spawn('node', ['mocks/serve.mjs', 'preview'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: '4173' },
  });
  for (let i = 0; i < 600 && !(await answers()); i++) await sleep(200);
  if (!(await answers())) {
    server.kill('SIGTERM');
    throw new Error('The preview server did not start on :4173.');
  }
  return () => server.kill('SIGTERM');
}

/** Launches Chromium with a fresh profile and resolves its DevTools port. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'kinetic-perf-'));
  const chromium = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  // The profile is removed once Chromium has exited, so it is not still writing there.
  const close = async () => {
    chromium.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), close });
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${output}`)));
  });
}

const slug = (route) => route.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home';
const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

function summarise(lhr, report) {
  const audit = (id) => lhr.audits[id];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    consoleErrors: audit('errors-in-console').details?.items?.length ?? 0,
    report,
  };
}

const stopPreview = await ensurePreview();
const chromium = await launchChromium();
const rows = [];
try {
  mkdirSync(reportDir, { recursive: true });
  console.info(
    `Load average before the runs: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${RUNS} runs a route)`,
  );
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}${route}`, {
        port: chromium.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
      runs.push(summarise(result.lhr, result.report));
    }
    const { report, ...row } = median(runs);
    writeFileSync(join(reportDir, `${slug(route)}.report.json`), report[0]);
    writeFileSync(join(reportDir, `${slug(route)}.report.html`), report[1]);
    rows.push({ route, ...row, scores: runs.map((run) => run.score).join('/') });
  }
} finally {
  await chromium.close();
  stopPreview();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.table(
  Object.fromEntries(
    rows.map(({ route, score, scores, fcp, lcp, tbt, cls, consoleErrors }) => [
      route,
      {
        performance: score,
        runs: scores,
        FCP: seconds(fcp),
        LCP: seconds(lcp),
        TBT: `${Math.round(tbt)} ms`,
        CLS: Number(cls.toFixed(3)),
        'console errors': consoleErrors,
      },
    ]),
  ),
);
console.info(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}. Reports: ${reportDir}/`,
);
