// A thin layer in front of the product API's mock: every request goes through unchanged, except that
// a request for a date window that has no Prefer header gets the example that fits its window.
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { mockNow } from './anchor.mjs';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A trainer's figures (series and counts), asked for a period and for the one before it. */
const figures = /^\/(trainer\/stats\/[a-z-]+|class\/v1\/[\w-]+\/count)$/;

/**
 * Operations that serve several windows from one call, with the named examples they have for a
 * window other than their first (upcoming) one. Paths are as the mock sees them, without `/api`.
 */
const windowed = [
  // A customer's bookings: upcoming (an hour ago to a month ahead) or previous (a month back to now).
  { path: /^\/class\/booked\/by-date-range\/[^/]+$/, examples: ['previous'] },
  // A trainer's sessions: today, or from now to a month ahead.
  { path: /^\/class\/trainer\/booked\/by-date-range\/[^/]+$/, examples: ['today'] },
];

/**
 * The example that fits the request's startDate–endDate window, or undefined for the operation's
 * first example: `today` for a window no longer than a day (25 hours, for the day the clocks go
 * back), else `previous` for one that ends by now (with an hour's grace for clocks that differ).
 * A trainer's figure gets `previous` for a period that ended over a day before `examplesNow` (the
 * moved anchor, which the tests' clock is set to and a real clock is at most a week past).
 */
export function windowExample(url, now = Date.now(), examplesNow = mockNow().getTime()) {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const start = Date.parse(searchParams.get('startDate') ?? '');
  const end = Date.parse(searchParams.get('endDate') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  // A figure's period that ended before the examples' today is the one a period is compared with.
  if (figures.test(pathname)) return end < examplesNow - DAY ? 'previous' : undefined;
  const operation = windowed.find(({ path }) => path.test(pathname));
  if (!operation) return undefined;
  const window = end - start <= 25 * HOUR ? 'today' : end <= now + HOUR ? 'previous' : undefined;
  return operation.examples.find((example) => example === window);
}

/**
 * Listens on `port` and streams every request to the mock on `mockPort` and its answer back, headers
 * (Prism's `sl-violations` among them) and bodies unchanged; a request without a Prefer header gets
 * `Prefer: example=…` when `windowExample` picks one.
 */
export function startFront(port, mockPort) {
  const server = createServer((incoming, outgoing) => {
    const example = incoming.headers.prefer === undefined ? windowExample(incoming.url ?? '/') : undefined;
    const headers = example ? [...incoming.rawHeaders, 'Prefer', `example=${example}`] : incoming.rawHeaders;
    const options = { host: '127.0.0.1', port: mockPort, method: incoming.method, path: incoming.url, headers };
    const forward = request(options, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    forward.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The mock did not answer: ${error.message}\n`);
    });
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forward.destroy();
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A port that is free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
