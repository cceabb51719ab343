#!/usr/bin/env node
// `npm run bench:room`: whether the room holds for an hour, with the local provider (WebRTC between
// two pages of one headless Chromium, the fake camera) against the production build and the mocks.
// The trainer goes live; a customer joins and leaves JOINS times (each time: how long from Join to
// the trainer's first frame), then stays SESSION_MINUTES in one session and leaves. Before and
// after, the customer's page is asked (after a garbage collection) for its JS heap, the peer
// connections not closed and the media tracks still live. Prints them against the goals (growth
// ≤ 5 MB, nothing left behind, join ≤ 1 s) and records them in docs/performance.md. A
// measurement, not a test. Uses the preview server on :4173 when one answers, else starts one.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { ORIGIN, ensurePreview, median, signIn } from './measuring.mjs';
import { recordFigures } from './performance-record.mjs';

const JOINS = Number(process.env.JOINS ?? 50);
const SESSION_MINUTES = Number(process.env.SESSION_MINUTES ?? 3);
const JOIN_GOAL_MS = 1000;
const GROWTH_GOAL_MB = 5;
/** A class whose room is open at any hour in the offline world. */
const ROOM = `${ORIGIN}/room/cl_2040`;

/**
 * Keeps a weak reference to every peer connection and media track a page makes, so the bench can
 * count those still open without holding them alive itself.
 */
function watchConnections() {
  const connections = [];
  const tracks = [];
  const keep = (list, item) => list.push(new WeakRef(item));
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      keep(connections, this);
      this.addEventListener('track', (event) => keep(tracks, event.track));
    }
  };
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    for (const track of stream.getTracks()) keep(tracks, track);
    return stream;
  };
  const alive = (list, isOpen) => list.map((ref) => ref.deref()).filter((item) => item && isOpen(item)).length;
  window.__openMedia = () => ({
    connections: alive(connections, (connection) => connection.connectionState !== 'closed'),
    tracks: alive(tracks, (track) => track.readyState === 'live'),
  });
}

/** The page's JS heap after a garbage collection, and what media it still holds open. */
async function snapshot(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { heapMb: usedSize / 2 ** 20, ...(await page.evaluate(() => window.__openMedia())) };
}

const trainerFrame = (page) =>
  page.waitForFunction(() => (document.querySelector('video[aria-label^="Video of"]')?.videoWidth ?? 0) > 0, null, {
    polling: 'raf',
    timeout: 30_000,
  });

const stop = await ensurePreview({ reuseBuild: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(watchConnections);
  const trainer = await context.newPage();
  await signIn(trainer, 'trainer');
  await trainer.goto(ROOM);
  await trainer.getByRole('button', { name: 'Go live' }).click();
  await trainer.getByRole('button', { name: 'End class' }).waitFor();

  const customer = await context.newPage();
  await signIn(customer, 'customer');
  await customer.goto(ROOM);
  const join = customer.getByRole('button', { name: /^(Join|Rejoin)$/ });
  await join.waitFor();
  const cdp = await context.newCDPSession(customer);
  const before = await snapshot(customer, cdp);

  const joins = [];
  for (let run = 0; run < JOINS; run++) {
    await join.waitFor();
    const start = performance.now();
    await join.click();
    await trainerFrame(customer);
    joins.push(performance.now() - start);
    await customer.getByRole('button', { name: 'Leave' }).click();
  }
  await join.click();
  await trainerFrame(customer);
  const during = await snapshot(customer, cdp);
  await customer.waitForTimeout(SESSION_MINUTES * 60_000);
  await customer.getByRole('button', { name: 'Leave' }).click();
  await join.waitFor();
  const after = await snapshot(customer, cdp);

  const growth = after.heapMb - before.heapMb;
  const joinMedian = median(joins);
  const met = (ok) => (ok ? 'met' : 'missed');
  const rows = [
    [
      'Join to the first frame (median of ' + JOINS + ')',
      `${Math.round(joinMedian)} ms`,
      `≤ ${JOIN_GOAL_MS} ms: ${met(joinMedian <= JOIN_GOAL_MS)}`,
    ],
    [
      `JS heap before → after ${JOINS} joins and a ${SESSION_MINUTES}-minute session`,
      `${before.heapMb.toFixed(1)} → ${after.heapMb.toFixed(1)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB)`,
      `growth ≤ ${GROWTH_GOAL_MB} MB: ${met(growth <= GROWTH_GOAL_MB)}`,
    ],
    [
      'Peer connections open: before, in the session, after leaving',
      `${before.connections}, ${during.connections}, ${after.connections}`,
      `none left: ${met(after.connections === before.connections)}`,
    ],
    [
      'Media tracks live: before, in the session, after leaving',
      `${before.tracks}, ${during.tracks}, ${after.tracks}`,
      `none left: ${met(after.tracks === before.tracks)}`,
    ],
  ];
  for (const [what, figure, goal] of rows) console.info(`${what}: ${figure} (${goal})`);
  recordFigures('The room (`npm run bench:room`)', rows);
} finally {
  await browser.close();
  stop();
}
