// The route `/` loads at most 130 KB of JavaScript (brotli) before the first paint: the entry chunk
// and every chunk it imports statically (they are modulepreloaded by index.html). Lazy routes and
// firebase, agora and uplot are outside this budget by design.
const { readFileSync, existsSync } = require('node:fs');

const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath)) throw new Error('Run `npm run build` before `size-limit`.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(`dist/${chunk.file}`)) return;
  files.add(`dist/${chunk.file}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');

module.exports = [{ name: 'JavaScript of / before first paint', path: [...files], limit: '130 KB', brotli: true }];
