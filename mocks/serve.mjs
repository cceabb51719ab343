#!/usr/bin/env node
// Starts the Prism mock servers (one per contract in openapi/, serving its examples with their dates
// moved to the current week) and, depending on the mode, the Vite dev server (`dev`) or the preview
// server of the production build (`preview`). `preview` builds first, so it always serves the code as
// it is; `preview --reuse-build` serves an existing build as it is (the tests, right after
// `npm test` built it) and builds only when there is none. Everything stops together: when the app
// server exits, or on Ctrl-C / SIGTERM. `KINETIC_MOCK=spec-only` mocks the specification's calls
// only: the product API's designed calls (`x-designed` in the contract) answer 404, as a backend
// without them would. `npm run mock -- --reset` starts every world of the mocks already running again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mockNow, runWeeks } from './anchor.mjs';
import { mockContract } from './contract.mjs';
import { freePort, startFront } from './front.mjs';
import { createPushRelay } from './push.mjs';
import { watchContracts, writeRebasedContracts } from './rebase.mjs';
import { WORLD, createScenarios, designedCalls } from './scenarios.mjs';
import { mockServers } from './servers.mjs';
import { createWorlds, unboundRoutes } from './world/index.mjs';

const mode = process.argv[2] ?? 'dev';
const specOnly = process.env.KINETIC_MOCK === 'spec-only';
if (process.env.KINETIC_MOCK && !specOnly) {
  console.error(`Unknown KINETIC_MOCK "${process.env.KINETIC_MOCK}": leave it unset, or use spec-only.`);
  process.exit(2);
}
const reuseBuild = process.argv.includes('--reuse-build');
const mocks = mockServers();

if (process.argv.includes('--reset')) {
  const answer = await fetch(`http://127.0.0.1:${mocks.api.port}${WORLD}?all`, { method: 'DELETE' }).catch(
    (error) => error,
  );
  if (answer instanceof Error || !answer.ok) {
    console.error(`No mock answers on port ${mocks.api.port}: there is no world to reset.`);
    process.exit(1);
  }
  console.info('[mocks] every world starts again: its records as the examples hold them, no scenario chosen.');
  process.exit(0);
}
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForPort(port, label) {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await sleep(100);
    }
  }
  console.error(`${label} did not start on port ${port}.`);
  stopAll(1);
}

if (mode === 'preview' && !(reuseBuild && existsSync(new URL('../dist/index.html', import.meta.url)))) {
  console.info('[preview] building the app…');
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const weeks = runWeeks();
const contracts = writeRebasedContracts(weeks);
watchContracts(weeks);
console.info(`[mocks] example dates moved by ${weeks} weeks: their "now" is ${mockNow(weeks).toISOString()}.`);

// The product API's and the identity service's Prism listen on free ports, behind the front that
// makes their answers agree with the offline world.
const fronted = ['api', 'identity'];
const contracts$ = Object.fromEntries(fronted.map((name) => [name, mockContract(name)]));
// Every world route answers an operation of the contracts, by its operationId.
const unbound = unboundRoutes(Object.values(contracts$));
if (unbound.length) {
  console.error(`The world answers operations the contracts do not have: ${unbound.join(', ')}.`);
  process.exit(1);
}
const prismPorts = Object.fromEntries(await Promise.all(fronted.map(async (name) => [name, await freePort()])));
const prismPort = (name) => prismPorts[name] ?? mocks[name].port;
for (const [name, { contract }] of Object.entries(mocks)) {
  const args = ['mock', join(contracts, contract), '-h', '127.0.0.1', '-p', String(prismPort(name))];
  const prism = run(`mock:${name}`, bin('prism'), args);
  prism.on('exit', (code) => {
    if (code) {
      console.error(`The ${name} mock stopped (exit ${code}).`);
      stopAll(code);
    }
  });
}
await Promise.all(Object.keys(mocks).map((name) => waitForPort(prismPort(name), `The ${name} mock`)));
if (specOnly) console.info('[mocks] the specification’s calls only: every designed call answers 404.');
// KINETIC_MOCK_WORLD=long-lists gives everyone the world with long lists (see mocks/world/index.mjs).
const worlds = createWorlds(100, process.env.KINETIC_MOCK_WORLD ?? '');
// Local push: the product API's mock hears the tokens stored and relays `npm run push` to open pages.
const push = createPushRelay();
for (const name of fronted) {
  const contract = contracts$[name];
  const scenarios = createScenarios(contract);
  const relay = name === 'api' ? push : undefined;
  const absent = specOnly ? designedCalls(contract) : undefined;
  await startFront(mocks[name].port, prismPorts[name], {
    contract,
    worlds,
    scenarios,
    push: relay,
    weeks,
    absent,
  }).then(
    () =>
      console.info(
        `[mocks] the ${name} mock answers on port ${mocks[name].port}, its Prism behind it on ${prismPorts[name]}.`,
      ),
    (error) => {
      console.error(`The ${name} mock could not listen on port ${mocks[name].port}: ${error.message}`);
      stopAll(1);
    },
  );
}

if (mode === 'dev' || mode === 'preview') {
  const app = run(mode, bin('vite'), [mode === 'dev' ? 'dev' : 'preview']);
  app.on('exit', (code) => stopAll(code ?? 0));
} else if (mode !== 'mock') {
  console.error(`Unknown mode "${mode}": use dev, preview or mock.`);
  stopAll(2);
}
