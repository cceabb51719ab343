// The first paint of `/` fits in one round trip after index.html: the entry chunk and every chunk it
// imports statically (modulepreloaded by index.html), at most MAX_SCRIPTS files and LIMIT of
// JavaScript (brotli), with at most MAX_STYLESHEETS stylesheets. Lazy routes and firebase, agora and
// uplot are outside this budget by design (the build fails when one of those reaches the first paint).
const { readFileSync, existsSync } = require('node:fs');

const LIMIT = '110 KB';
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
