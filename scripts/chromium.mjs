// Finds the Chromium the browser tests use: CHROME_PATH, else Debian's /usr/bin/chromium. The tests
// that take no pictures (end-to-end, the docs pages' scan, the fresh-clone check) drive Chromium's
// headless shell (Debian's chromium-headless-shell, the same engine without the desktop browser
// around it: a third less CPU an end-to-end test) when it is there. The stories' pictures are
// references drawn by the desktop Chromium.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Debian's headless shell of the same Chromium. */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * What the tests that take no pictures run in (the end-to-end tests, the Storybook docs pages' scan
 * and the fresh-clone check): E2E_CHROME_PATH, else the headless shell, else `chromiumPath`.
 */
export const e2eChromiumPath =
  process.env.E2E_CHROME_PATH || (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * The browsers the tests drive (end-to-end, stories, docs pages): `chromiumArgs`, with Chromium's
 * network service inside the browser process instead of a process of its own, so every request and
 * response takes one hop between processes fewer (on the same end-to-end specs, about a twentieth
 * less Chromium time). The benchmarks and the performance record keep `chromiumArgs`: the network
 * service in its own process, as users' browsers run it.
 */
export const testArgs = [...chromiumArgs, '--enable-features=NetworkServiceInProcess2'];

/**
 * The browsers of the end-to-end tests and the fresh-clone check: `testArgs`, with V8's optimising
 * compilers (Maglev and TurboFan) off, so the app's code runs interpreted and baseline-compiled only.
 * Each test's pages live a few seconds in a renderer of their own, too short for optimised code to
 * pay back its compilation, which runs on threads beside the page and takes a core from the other
 * tests: on the same specs, about a tenth less CPU. The stories and the docs pages' scan run the same
 * code many times in one page for minutes, and keep the optimising compilers.
 */
export const e2eArgs = [...testArgs, '--js-flags=--max-opt=1'];

export const hasChromium = () => existsSync(chromiumPath);
