#!/usr/bin/env node
// `npm run bench:chart`: the design system's Chart, as the app renders it, with 10,000 points in
// headless Chromium: the time from mounting it (uPlot already loaded by the warm-up runs, as for
// every chart after the first) to its plot painted (first draw) and, once its data table has
// rendered too, from narrowing its container to the plot painted again (resize). Builds the page in scripts/bench/ with the
// app's React and vanilla-extract plugins, prints the medians against the 50 ms goal and records
// them in docs/performance.md. A measurement, not a test: figures on a loaded machine are slower,
// so the load average is printed with them.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './measuring.mjs';
import { recordFigures } from './performance-record.mjs';

const POINTS = 10_000;
const RUNS = Number(process.env.RUNS ?? 15);
const WARM_UP = 3;
const GOAL_MS = 50;

const outDir = mkdtempSync(join(tmpdir(), 'kinetic-bench-chart-'));
const config = {
  configFile: false,
  logLevel: 'warn',
  root: new URL('bench/', import.meta.url).pathname,
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, rollupOptions: { input: 'chart.html' } },
  preview: { port: 0, host: '127.0.0.1' },
};
await build(config);
const server = await preview(config);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(new URL('chart.html', server.resolvedUrls.local[0]).href);
  const { draws, resizes } = await page.evaluate(
    async ({ points, runs }) => {
      const draws = [];
      const resizes = [];
      for (let i = 0; i < runs; i += 1) {
        draws.push(await window.bench.draw(points));
        resizes.push(await window.bench.resize(i % 2 ? 1200 : 800));
        window.bench.unmount();
      }
      return { draws, resizes };
    },
    { points: POINTS, runs: RUNS + WARM_UP },
  );
  const draw = median(draws.slice(WARM_UP));
  const resize = median(resizes.slice(WARM_UP));
  const load = loadavg()[0].toFixed(2);
  const verdict = (ms) => `${ms.toFixed(1)} ms (goal ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'missed'})`;
  console.info(
    `Chart, ${POINTS.toLocaleString('en-GB')} points, ${RUNS} runs: first draw ${verdict(draw)}, resize ${verdict(resize)}. Load average ${load}.`,
  );
  recordFigures('Chart (`npm run bench:chart`)', [
    ['First draw, 10,000 points (median)', `${draw.toFixed(1)} ms`, `≤ ${GOAL_MS} ms`],
    ['Resize, 10,000 points (median)', `${resize.toFixed(1)} ms`, `≤ ${GOAL_MS} ms`],
  ]);
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
