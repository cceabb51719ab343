#!/usr/bin/env node
// Draws a 10,000-point line chart with uPlot in headless Chromium several times and prints the
// median time from creating the chart to its first complete draw. A measurement, not a test.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const POINTS = 10_000;
const RUNS = Number(process.env.RUNS ?? 15);
const WARM_UP = 3;

const uplot = new URL('../node_modules/uplot/dist/', import.meta.url);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent(`<style>${readFileSync(new URL('uPlot.min.css', uplot), 'utf8')}</style><div id="plot"></div>`);
  await page.addScriptTag({ content: readFileSync(new URL('uPlot.iife.min.js', uplot), 'utf8') });

  const times = await page.evaluate(
    async ({ points, runs }) => {
      const xs = Array.from({ length: points }, (_, i) => i);
      // A daily-sales-like series: a trend, a weekly rhythm and noise.
      const ys = xs.map((i) => 2000 + i * 0.5 + Math.sin((i / 7) * 2 * Math.PI) * 400 + Math.random() * 300);
      const holder = document.getElementById('plot');
      const drawOnce = () =>
        new Promise((resolve) => {
          const start = performance.now();
          const opts = {
            width: 1200,
            height: 260,
            scales: { x: { time: false } },
            series: [{}, { label: 'Sales', stroke: '#3a6500', width: 2, fill: '#3a650022' }],
            hooks: {
              draw: [
                (u) => {
                  const elapsed = performance.now() - start;
                  u.destroy();
                  resolve(elapsed);
                },
              ],
            },
          };
          new window.uPlot(opts, [xs, ys], holder);
        });
      const times = [];
      for (let i = 0; i < runs; i += 1) times.push(await drawOnce());
      return times;
    },
    { points: POINTS, runs: RUNS + WARM_UP },
  );

  const measured = times.slice(WARM_UP).sort((a, b) => a - b);
  const median = measured[Math.floor(measured.length / 2)];
  console.info(
    `uPlot, ${POINTS.toLocaleString('en-GB')} points, ${measured.length} runs: median draw ${median.toFixed(1)} ms ` +
      `(fastest ${measured[0].toFixed(1)} ms, slowest ${measured[measured.length - 1].toFixed(1)} ms)`,
  );
} finally {
  await browser.close();
}
