// What the measuring scripts (`npm run perf`, `npm run bench:room`) share: the production build
// served with the mocks on :4173, and the two accounts they sign in with through the real login
// pages. Measurements, not tests: they print figures and record them in docs/performance.md.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const ORIGIN = 'http://127.0.0.1:4173';

/** Who the scripts sign in as: the offline world's customer and trainer (Priya). */
export const ACCOUNTS = {
  customer: { login: '/login', email: 'olivia.hughes@example.com', home: '/dashboard' },
  trainer: { login: '/trainer/login', email: 'priya.sharma@example.com', home: '/trainer/dashboard' },
};
const PASSWORD = 'Sunrise#2026';

const answers = () =>
  fetch(`${ORIGIN}/`, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Measures the preview server already on :4173, else starts `npm run preview` (which builds first;
 * with `reuseBuild`, only when there is no build) for the run. Returns how to stop what it started.
 */
export async function ensurePreview({ reuseBuild = false } = {}) {
  if (await answers()) {
    console.info(`Measuring the server already on ${ORIGIN}.`);
    return () => {};
  }
  console.info(`No preview server on ${ORIGIN}: starting one${reuseBuild ? '' : ' (after a build)'}.`);
  const server = spawn('node', ['mocks/serve.mjs', 'preview', ...(reuseBuild ? ['--reuse-build'] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: '4173' },
  });
  for (let i = 0; i < 900 && !(await answers()); i++) await sleep(200);
  if (!(await answers())) {
    server.kill('SIGTERM');
    throw new Error(`The preview server did not start on ${ORIGIN}.`);
  }
  return () => server.kill('SIGTERM');
}

/**
 * Signs `role` in through its login page in `page` (a Playwright page) and waits for their dashboard,
 * on the preview or on a front of it (`origin`).
 */
export async function signIn(page, role, origin = ORIGIN) {
  const { login, email, home } = ACCOUNTS[role];
  await page.goto(`${origin}${login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${origin}${home}`);
}

/** The median of `values`. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
