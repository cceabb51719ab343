#!/usr/bin/env node
// `npm run storybook:axe`: every docs page of the built Storybook (dist-storybook, from
// `npm run build-storybook`) scanned with axe in Chromium, like the stories are.
import AxeBuilder from '@axe-core/playwright';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { e2eChromiumPath, testArgs } from './chromium.mjs';

const root = 'dist-storybook';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  try {
    const body = await readFile(join(root, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(0);
const origin = `http://localhost:${server.address().port}`;

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const browser = await chromium.launch({ executablePath: e2eChromiumPath, args: testArgs });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
// The stories a docs page draws in frames of their own (those whose stories answer the SDK's calls)
// are left out of the scan like the inline ones, and each would load the whole preview again: they
// are not loaded. The stories themselves are scanned one by one by the story tests.
await page.route(/\/iframe\.html\?.*viewMode=story/, (route) => route.abort());

/**
 * Shows the docs page `id` in the preview that is already loaded, as the Storybook manager does when
 * a reviewer picks a page: one load of the preview for all the pages, not one each.
 */
async function show(id) {
  await page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const rendered = () => {
          channel.off('docsRendered', rendered);
          resolve();
        };
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    id,
  );
}

let failed = 0;
for (const [index, { id }] of docs.entries()) {
  if (index === 0) await page.goto(`${origin}/iframe.html?id=${id}&viewMode=docs`);
  else await show(id);
  // The page around the stories (its title, description and headings) is drawn with its content.
  await page.locator('.sbdocs-content').waitFor();
  const { violations } = await new AxeBuilder({ page })
    // One scan in the page itself (the docs have no frames of their own to merge), violations only.
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .include('#storybook-docs')
    // Storybook's own props table is not ours to fix; the stories are scanned one by one, in light
    // and dark, by the stories' own tests (`npm run test:stories`): here, the page around them.
    .exclude('.docblock-argstable')
    .exclude('.docs-story')
    .analyze();
  if (violations.length === 0) continue;
  failed += 1;
  for (const v of violations) console.error(`✖ ${id}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
}
await browser.close();
server.close();
console.info(`${docs.length} docs pages scanned with axe, ${failed} with violations.`);
process.exit(failed ? 1 : 0);
