// The first paint of `/` fits in one round trip after index.html: the entry chunk and every chunk it
// imports statically (modulepreloaded by index.html), at most MAX_SCRIPTS files and LIMIT of
// JavaScript (brotli), with at most MAX_STYLESHEETS stylesheets. Lazy routes and firebase, agora and
// uplot are outside this budget by design (the build fails when one of those reaches the first paint).
const { readFileSync, existsSync } = require('node:fs');

// 111 KB since the route table gained the trainer's packs and offers screens (five routes and their
// titles, which the first paint's router carries with every other route).
const LIMIT = '111 KB';
const MAX_SCRIPTS = 6;
const MAX_STYLESHEETS = 2;

const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath)) throw new Error('Run `npm run build` before `size-limit`.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const scripts = new Set();
const stylesheets = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || scripts.has(`dist/${chunk.file}`)) return;
  scripts.add(`dist/${chunk.file}`);
  for (const css of chunk.css ?? []) stylesheets.add(`dist/${css}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');

const count = (what, files, max) => {
  if (files.size > max) {
    throw new Error(`/ loads ${files.size} ${what} before the first paint (at most ${max}): ${[...files].join(', ')}`);
  }
};
// agora-rtc-sdk-ng loads only when a video room joins: the one chunk that may import it (dynamically)
// is the video layer's Agora provider, which only the room imports, and only dynamically.
const importersOf = (test) =>
  Object.entries(manifest)
    .filter(([, chunk]) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].some(test))
    .map(([key]) => key);
const agoraImporters = importersOf((key) => key.includes('node_modules/agora-rtc-sdk-ng/'));
const providerImporters = importersOf((key) => key === 'app/video/agora.ts' || key === 'video/agora.ts');
const staticAgora = Object.values(manifest).some((chunk) => (chunk.imports ?? []).some((key) => key.includes('agora')));
if (
  staticAgora ||
  agoraImporters.some((key) => !key.endsWith('video/agora.ts')) ||
  providerImporters.some((key) => !key.includes('video-room/'))
) {
  throw new Error(
    `agora-rtc-sdk-ng must load only with a video room; imported by ${[...agoraImporters, ...providerImporters]}`,
  );
}

count('scripts', scripts, MAX_SCRIPTS);
count('stylesheets', stylesheets, MAX_STYLESHEETS);

module.exports = [
  {
    name: `JavaScript of / before first paint (${scripts.size} of at most ${MAX_SCRIPTS} files)`,
    path: [...scripts],
    limit: LIMIT,
    brotli: true,
  },
  {
    name: `Stylesheets of / before first paint (${stylesheets.size} of at most ${MAX_STYLESHEETS})`,
    path: [...stylesheets],
    brotli: true,
  },
];
