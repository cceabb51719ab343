#!/usr/bin/env node
// The app against Firebase's Auth emulator (firebase-tools), a real implementation of Google's
// identity APIs that runs here, offline: `npm run emulator` starts the emulator (project
// `demo-kinetic`, firebase.json's port 9099; KINETIC_AUTH_EMULATOR_PORT moves it), then the mocks
// and the dev server as `npm start` does, with the identity service (`/identity`) and the token
// refresh (`/securetoken`) proxied to the emulator; the product API and the auth client stay the
// mocks. `npm run emulator -- preview` serves the production build instead (the arguments after
// the mode go to mocks/serve.mjs, e.g. `--reuse-build`), and `alone` starts the emulator only (the
// end-to-end tests start the preview themselves). Everything stops together.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url);
const firebaseJson = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8'));
const { host, port: configuredPort } = firebaseJson.emulators.auth;

/** The emulator's project: a `demo-` project, which never reaches Google. */
export const emulatorProject = 'demo-kinetic';
export const emulatorPort = Number(process.env.KINETIC_AUTH_EMULATOR_PORT) || configuredPort;
export const emulatorOrigin = `http://${host}:${emulatorPort}`;
/** An address that answers only once the Auth emulator of our project is up (its configuration). */
export const emulatorReadyUrl = `${emulatorOrigin}/emulator/v1/projects/${emulatorProject}/config`;
/** Where the app's server proxies the identity service and the token refresh to reach the emulator. */
export const emulatorTargets = {
  KINETIC_IDENTITY_TARGET: `${emulatorOrigin}/identitytoolkit.googleapis.com`,
  KINETIC_TOKEN_TARGET: `${emulatorOrigin}/securetoken.googleapis.com`,
};

/**
 * Starts the emulator. Its debug log goes to node_modules/.cache (firebase-tools writes one into
 * the folder it runs in, and keeps it when stopped hard), and so does a copy of firebase.json with
 * the port KINETIC_AUTH_EMULATOR_PORT asks for. It runs as in CI: firebase-tools then asks the
 * network for no message of the day, whose minimum version could stop the pinned one from starting.
 */
function startEmulator() {
  const cache = new URL('node_modules/.cache/kinetic-auth-emulator/', root);
  mkdirSync(cache, { recursive: true });
  const args = ['emulators:start', '--only', 'auth', '--project', emulatorProject];
  if (emulatorPort !== configuredPort) {
    const moved = new URL('firebase.json', cache);
    const emulators = { ...firebaseJson.emulators, auth: { host, port: emulatorPort } };
    writeFileSync(moved, JSON.stringify({ ...firebaseJson, emulators }));
    args.push('--config', fileURLToPath(moved));
  }
  const bin = fileURLToPath(new URL('node_modules/.bin/firebase', root));
  return spawn(bin, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true', FIREBASE_DEBUG_PATH: fileURLToPath(cache) },
  });
}

async function main() {
  const [mode = 'dev', ...rest] = process.argv.slice(2);
  if (!['dev', 'preview', 'alone'].includes(mode)) {
    console.error(`Unknown mode "${mode}": use dev, preview or alone.`);
    process.exit(2);
  }
  const children = [startEmulator()];
  const stopAll = (code) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  children[0].on('exit', (code) => stopAll(code ?? 1));

  for (let tries = 0; ; tries += 1) {
    if (children[0].exitCode !== null) return;
    if (
      await fetch(emulatorReadyUrl).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (tries === 600) {
      console.error(`The Auth emulator did not answer on ${emulatorOrigin} within a minute.`);
      return stopAll(1);
    }
    await sleep(100);
  }
  console.info(
    `[auth-emulator] project ${emulatorProject} on ${emulatorOrigin}; the codes it has emailed: ${emulatorOrigin}/emulator/v1/projects/${emulatorProject}/oobCodes`,
  );
  if (mode === 'alone') return;
  const app = spawn(process.execPath, [fileURLToPath(new URL('mocks/serve.mjs', root)), mode, ...rest], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...emulatorTargets },
  });
  children.push(app);
  app.on('exit', (code) => stopAll(code ?? 0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
