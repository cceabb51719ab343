import { defineConfig } from '@playwright/test';
import { runWeeks } from './mocks/anchor.mjs';
import { e2eChromiumPath, e2eArgs } from './scripts/chromium.mjs';

// One week for the mock servers and every worker (they inherit the runner's environment), fixed as the run starts.
process.env.KINETIC_MOCK_WEEKS ??= String(runWeeks());

/** The preview server's port: PORT moves it (with KINETIC_MOCK_PORT, a second checkout runs beside the first). */
const port = Number(process.env.PORT) || 4173;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI keeps a slow 2-core runner from failing a landing; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['./e2e/reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs every action a DOM snapshot and a screenshot (a sixth more CPU for the
    // whole suite): the whole suite (CI, or `npm test`, which sets KINETIC_SUITE) records the retry of
    // a failed test only; a run of some specs keeps each failure's.
    trace: process.env.CI || process.env.KINETIC_SUITE ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: e2eChromiumPath, args: e2eArgs },
    // The app's service worker precaches every file of the build after each page's load: a spec
    // that tests the worker (push, installing and reading offline) allows it, the others block it
    // so no test pays for that download or reads the app from a worker's cache.
    serviceWorkers: 'block',
    // Users who ask for less motion get no skeleton shimmer, no view transition behind a toast and
    // no eased scrolling: the same screens, and far less to record when a trace is kept. The push
    // spec keeps the motion on, so the toast's view transition is still driven end to end.
    reducedMotion: 'reduce',
  },
  projects: [
    // Signs each role in once through the login pages; the tests start from what that leaves.
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/ },
    { name: 'e2e', testMatch: /\.spec\.ts$/, dependencies: ['sign-in'] },
  ],
  webServer: {
    command: 'node mocks/serve.mjs preview --reuse-build',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
});
