#!/usr/bin/env node
// `npm run perf`: Lighthouse (mobile, simulated throttling) on the production build: the public
// routes as a visitor, then the screens customers and trainers spend their days on, each signed in
// once through the real login page (the HTTP cache emptied before every run, the session kept).
// Then how fast three interactions answer (INP, from the web-vitals library) under a 4× CPU
// slowdown: a discover filter, a dashboard tab and the stats period, each with where its time went
// (web-vitals' attribution: input delay, processing and presentation of the slowest run, and the
// element it happened on). Uses the preview server on
// :4173 when one answers, else builds and starts `npm run preview`, and measures it through an
// HTTPS front with HTTP/2 on :4443, as browsers reach Kinetic in production. Prints one table per part
// (Lighthouse's figures are the median run by score), writes each median report, HTML and JSON,
// under reports/lighthouse/, and records the tables in docs/performance.md. `ROUTES=/discover,/login`
// measures only those routes; `RUNS=…` changes the 3 runs a route. A measurement, not a test:
// scores drop on a loaded machine, so the load average is printed and recorded with them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveOverHttp2 } from './https-front.mjs';
import { ACCOUNTS, ORIGIN, ensurePreview, median, signIn } from './measuring.mjs';
import { recordFigures } from './performance-record.mjs';

/** Who sees which routes: `visitor` signs in as nobody. */
const ROUTES = {
  visitor: ['/', '/discover', '/login', '/trainers/tr_1003', '/classes/cl_2007'],
  customer: ['/dashboard', '/library', '/room/cl_2040'],
  trainer: ['/trainer/dashboard', '/trainer/classes'],
};
const only = process.env.ROUTES?.split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const GOALS = { visitor: 98, customer: 95, trainer: 95 };
const CLS_GOAL = 0.02;
const INP_GOAL_MS = 200;
const CPU_SLOWDOWN = 4;
const reportDir = 'reports/lighthouse';
// The browsers accept the front's certificate, made for the run.
const browserArgs = [...chromiumArgs, '--ignore-certificate-errors'];

/** The interactions whose responsiveness is measured: who does them where, and how. */
const INTERACTIONS = [
  {
    name: 'Discover: a filter',
    role: 'visitor',
    route: '/discover',
    // The skills arrive after the first paint; a closed select chooses by typing, as a keyboard user would.
    ready: (page) =>
      page
        .getByRole('combobox', { name: 'Skill' })
        .getByRole('option', { name: 'Yoga' })
        .waitFor({ state: 'attached' }),
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Skill' }).focus();
      await page.keyboard.press('Y');
      await page.waitForURL(/skill=Yoga/);
    },
  },
  {
    name: 'Customer dashboard: a tab',
    role: 'customer',
    route: '/dashboard',
    ready: (page) => page.getByRole('navigation', { name: 'Your sessions' }).waitFor(),
    act: async (page) => {
      await page.getByRole('navigation', { name: 'Your sessions' }).getByRole('link', { name: 'Previous' }).click();
      await page.waitForURL(/previous/);
    },
  },
  {
    name: 'Trainer dashboard: the stats period',
    role: 'trainer',
    route: '/trainer/dashboard',
    // From the default period (the last 30 days) to the next one down.
    ready: (page) => page.getByRole('combobox', { name: 'Period' }).waitFor(),
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Period' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/range=90d/);
    },
  },
];

/**
 * Chromium for Lighthouse, driven by Playwright in its default (persistent) context, so that a
 * sign-in there is the session Lighthouse's pages have. Resolves its DevTools port and how to close it.
 */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'kinetic-perf-'));
  const context = await playwright.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...browserArgs, '--remote-debugging-port=0'],
  });
  const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return { port, context, close };
}

const slug = (route) => route.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home';

function summarise(lhr, report) {
  const audit = (id) => lhr.audits[id];
  // Requests that started before the largest paint, both as observed (not simulated).
  const paintedAt = audit('metrics').details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = audit('network-requests').details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    beforeLcp: requests.filter((request) => request.networkRequestTime <= paintedAt).length,
    consoleErrors: audit('errors-in-console').details?.items?.length ?? 0,
    report,
  };
}

/** Lighthouse on `route` RUNS times; the median run by score, its reports written under reportDir. */
async function measureRoute(chromium, route, signedIn) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A signed-in run keeps the session, so Lighthouse's own reset is off: empty the cache here.
    if (signedIn) await clearCache(chromium.context);
    const result = await lighthouse(`${origin}${route}`, {
      port: chromium.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
    if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== route.split('?')[0])
      throw new Error(`${route} ended on ${result.lhr.finalDisplayedUrl}: was the sign-in kept?`);
    runs.push(summarise(result.lhr, result.report));
  }
  const { report, ...row } = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  writeFileSync(join(reportDir, `${slug(route)}.report.json`), report[0]);
  writeFileSync(join(reportDir, `${slug(route)}.report.html`), report[1]);
  return { ...row, scores: runs.map((run) => run.score).join('/') };
}

async function withCdp(context, run) {
  const page = await context.newPage();
  try {
    return await run(await context.newCDPSession(page), page);
  } finally {
    await page.close();
  }
}
const clearCache = (context) => withCdp(context, (cdp) => cdp.send('Network.clearBrowserCache'));

/** Signs `role` in (or everyone out, for the visitor) in the browser Lighthouse measures. */
const becomeRole = (context, role) =>
  withCdp(context, async (cdp, page) => {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (role !== 'visitor') await signIn(page, role, origin);
  });

const webVitals = readFileSync(
  new URL('../node_modules/web-vitals/dist/web-vitals.attribution.iife.js', import.meta.url),
  'utf8',
);

/** What the page keeps of the longest response so far: its INP and where the time went. */
const recordInp = `window.__inp=null;webVitals.onINP(({value,attribution:a})=>{window.__inp={value,target:a.interactionTarget,input:a.inputDelay,processing:a.processingDuration,presentation:a.presentationDelay}},{reportAllChanges:true,durationThreshold:0});`;

/**
 * The interaction's INP: in a fresh context as its role, the page loaded at full speed, then the
 * CPU slowed and the interaction done; the longest response web-vitals saw (all reported), in ms,
 * with its attribution.
 */
async function measureInteraction(browser, { role, route, ready, act }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addInitScript(`${webVitals};${recordInp}`);
    const page = await context.newPage();
    if (role !== 'visitor') await signIn(page, role, origin);
    await page.goto(`${origin}${route}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await act(page);
    await page.waitForFunction(() => window.__inp !== null, null, { timeout: 10_000 });
    // Later interactions of the same load may still be reported: give them a frame or two.
    await page.waitForTimeout(500);
    return page.evaluate(() => window.__inp);
  } finally {
    await context.close();
  }
}

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const stopPreview = await ensurePreview();
const front = await serveOverHttp2(ORIGIN, 4443);
const { origin } = front;
const chromium = await launchChromium();
const browser = await playwright.launch({ executablePath: chromiumPath, args: browserArgs });
const pages = [];
const responses = [];
try {
  mkdirSync(reportDir, { recursive: true });
  console.info(`Load average before the runs: ${loads()} (${RUNS} runs a route).`);
  for (const [role, routes] of Object.entries(ROUTES)) {
    const measured = routes.filter((route) => !only || only.includes(route));
    if (measured.length === 0) continue;
    await becomeRole(chromium.context, role);
    for (const route of measured)
      pages.push({ route, role, ...(await measureRoute(chromium, route, role !== 'visitor')) });
  }
  for (const interaction of INTERACTIONS) {
    if (only && !only.includes(interaction.route)) continue;
    const measured = [];
    for (let i = 0; i < RUNS; i++) measured.push(await measureInteraction(browser, interaction));
    const runs = measured.map(({ value }) => value);
    const slowest = measured.reduce((a, b) => (b.value > a.value ? b : a));
    responses.push({ ...interaction, inp: median(runs), runs, slowest });
  }
} finally {
  await browser.close();
  await chromium.close();
  await front.close();
  stopPreview();
}

const who = (role) => (role === 'visitor' ? 'visitor' : `${role} (${ACCOUNTS[role].email})`);
const pageRows = pages.map(({ route, role, score, scores, lcp, tbt, cls, beforeLcp, consoleErrors }) => [
  route,
  who(role),
  `${score} (${scores})`,
  seconds(lcp),
  `${Math.round(tbt)} ms`,
  cls.toFixed(3),
  String(beforeLcp),
  String(consoleErrors),
  `≥ ${GOALS[role]}, CLS ≤ ${CLS_GOAL}: ${score >= GOALS[role] && cls <= CLS_GOAL ? 'met' : 'missed'}`,
]);
const pageHeader = [
  'Route',
  'As',
  'Score (runs)',
  'LCP',
  'TBT',
  'CLS',
  'Requests before LCP',
  'Console errors',
  'Goal',
];
const responseRows = responses.map(({ name, route, inp, runs, slowest }) => [
  name,
  route,
  `${Math.round(inp)} ms`,
  runs.map((ms) => Math.round(ms)).join('/'),
  [slowest.input, slowest.processing, slowest.presentation].map((ms) => Math.round(ms)).join(' / '),
  `\`${slowest.target}\``,
  `≤ ${INP_GOAL_MS} ms: ${inp <= INP_GOAL_MS ? 'met' : 'missed'}`,
]);
const responseHeader = [
  'Interaction',
  'Route',
  `INP at ${CPU_SLOWDOWN}× CPU slowdown (median)`,
  'Runs (ms)',
  'Slowest run: input / processing / presentation (ms)',
  'On',
  'Goal',
];

const print = (header, rows) =>
  console.table(rows.map((cells) => Object.fromEntries(cells.map((cell, i) => [header[i], cell]))));
print(pageHeader, pageRows);
print(responseHeader, responseRows);
console.info(`Load average after: ${loads()}. Reports: ${reportDir}/`);
if (pageRows.length) recordFigures('Pages (`npm run perf`)', pageRows, pageHeader);
if (responseRows.length) recordFigures('Responsiveness (`npm run perf`)', responseRows, responseHeader);
