// The layer in front of a Prism mock: every request goes to Prism, which validates it and answers;
// the layer picks the example Prism answers with and makes the answer agree with the offline world
// (mocks/world/) at the moment of the request.
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { mockNow } from './anchor.mjs';
import { moveDates, unmoveWeeks, worldDays } from './clock.mjs';
import { PUSH } from './push.mjs';
import { SCENARIOS, WORLD } from './scenarios.mjs';
import { plan, sent, whose } from './world/index.mjs';

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
 * moment the app counts its periods back from: the front passes the request's, `X-Mock-Now` or now).
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

/** The start of the `type` of Prism's own errors (problem details about the mock, not the contract's answers). */
const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';
const isJson = (headers) => /json/i.test(headers['content-type'] ?? '');
const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A request's JSON body, or the text fields of its form, or undefined; and the name, size and type
 * of each file of its form, by field.
 */
async function readBody(headers, raw) {
  if (isJson(headers)) return { body: parseJson(raw.toString('utf8')), files: {} };
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(headers['content-type'] ?? ''))
    return { body: undefined, files: {} };
  try {
    const form = [...(await new Response(raw, { headers: { 'Content-Type': headers['content-type'] } }).formData())];
    return {
      body: Object.fromEntries(form.filter(([, value]) => typeof value === 'string')),
      files: Object.fromEntries(
        form
          .filter(([, value]) => typeof value !== 'string')
          .map(([key, { name, size, type }]) => [key, { name, size, type }]),
      ),
    };
  } catch {
    return { body: undefined, files: {} };
  }
}

/** An answer of the front itself that the contract does not allow: 500, with why in Prism's `sl-violations` header. */
function broken(outgoing, path, message) {
  console.error(`[mocks] 500 for ${path}: ${message}`);
  const body = {
    status: 500,
    code: 'MOCK_WORLD_FAILED',
    message: `${path}: ${message}`.slice(0, 2000),
    timestamp: new Date().toISOString(),
  };
  const violations = JSON.stringify([{ location: ['response'], severity: 'Error', code: 'mock-world', message }]);
  outgoing
    .writeHead(500, { 'Content-Type': 'application/json', 'sl-violations': violations })
    .end(JSON.stringify(body));
}

/**
 * `example=es` for a call that takes `Accept-Language` asked in Spanish: such a call keeps its
 * Spanish answer beside its English one, as its `es` example.
 * @param {{ operation: { parameters: { name: string, in: string }[] } } | undefined} bound
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
const spanish = (bound, headers) =>
  bound?.operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Accept-Language') &&
  /^es\b/i.test(String(headers['accept-language'] ?? ''))
    ? 'example=es'
    : undefined;

/**
 * Listens on `port` and passes every request to the mock on `mockPort`, which validates it and
 * answers. Without a Prefer header (from the request, else from `scenarios`), the world of the
 * request (`worlds`, by its `X-Mock-World` header: a test keeps its writes to itself) picks the
 * example to ask for and makes Prism's 2xx JSON body its own; every JSON answer's dates are moved to
 * the request's moment (`X-Mock-Now`, else the real time) from the `weeks` Prism's copy was moved by.
 * Other answers, Prism's `sl-violations` header among them, come back as Prism gave them. With a
 * `push` relay (mocks/push.mjs), it serves /__mock/push and hears the push tokens stored and forgotten.
 * A call `absent` names (a mock of the specification's calls only: the designed ones) is not passed
 * on: it answers 404 as a server without that path would, with a body that is not the contract's `Error`.
 * The world answers an operation of `contract` (mocks/contract.mjs) by its operationId, and every
 * JSON answer is checked against the contract before it leaves: one the contract does not allow, or
 * an exception inside the world, answers 500 with the reason in `sl-violations`, which fails any
 * end-to-end test that meets it. `DELETE /__mock/world` starts the caller's world again.
 */
export function startFront(port, mockPort, { contract, worlds, scenarios, push, weeks = 0, absent } = {}) {
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const url = incoming.url ?? '/';
      const method = incoming.method ?? 'GET';
      const worldName = String(incoming.headers['x-mock-world'] ?? '');
      const { pathname: path, searchParams } = new URL(url, 'http://mock');
      if (path === WORLD && method === 'DELETE') {
        // `?all` starts every world again (`npm run mock -- --reset`).
        const which = searchParams.has('all') ? undefined : worldName;
        worlds?.reset(which);
        scenarios?.reset(which);
        return void outgoing.writeHead(204).end();
      }
      if (scenarios && url.startsWith(SCENARIOS)) return scenarios.serve(incoming, outgoing, raw);
      if (push && url.startsWith(PUSH)) return push.serve(incoming, outgoing, raw);
      if (absent?.(method, url)) {
        const body = { timestamp: new Date().toISOString(), status: 404, error: 'Not Found', path };
        return void outgoing.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }
      const now = Date.parse(String(incoming.headers['x-mock-now'] ?? '')) || Date.now();
      const explicit = incoming.headers.prefer ?? scenarios?.preference(method, url, worldName);
      const { body, files } = await readBody(incoming.headers, raw);
      const bound = contract?.operationOf(method, url);
      let world$;
      try {
        world$ =
          explicit === undefined && worlds && bound
            ? plan(worlds(worldName), {
                operationId: bound.operation.operationId,
                params: bound.params,
                method,
                url,
                headers: incoming.headers,
                body,
                files,
                now,
              })
            : undefined;
      } catch (error) {
        return broken(outgoing, path, `The world failed: ${error.stack ?? error}`);
      }
      // The app counts a figure's periods back from its own clock, which the request's moment is.
      const window = windowExample(url, now, now);
      const prefer = explicit ?? world$?.prefer ?? spanish(bound, incoming.headers) ?? (window && `example=${window}`);
      const headers = incoming.rawHeaders.filter((_, index, all) => !/^prefer$/i.test(all[index - (index % 2)]));
      if (prefer) headers.push('Prefer', prefer);
      const options = { host: '127.0.0.1', port: mockPort, method, path: url, headers };
      const forward = request(options, (answer) => {
        const status = answer.statusCode ?? 502;
        push?.heard(
          worldName,
          bound?.operation.operationId,
          url,
          status,
          worlds && whose(worlds(worldName), incoming.headers),
        );
        if (!isJson(answer.headers)) {
          outgoing.writeHead(status, answer.statusMessage, answer.rawHeaders);
          return void answer.pipe(outgoing);
        }
        const parts = [];
        answer.on('data', (chunk) => parts.push(chunk));
        answer.on('end', () => {
          let json = parseJson(Buffer.concat(parts).toString('utf8'));
          try {
            if (json !== undefined && status < 300) {
              json = moveDates(unmoveWeeks(json, weeks), worldDays(now));
              if (world$?.answer) json = world$.answer(json);
              // What the answer told someone (a waitlist place of theirs) goes out as a push.
              for (const { type, to } of world$ ? sent(world$.context.world) : [])
                push?.send(worldName, type, 'customer', to);
            } else if (json !== undefined && status >= 400 && world$?.refusal) json = world$.refusal(json);
          } catch (error) {
            return broken(outgoing, path, `The world failed: ${error.stack ?? error}`);
          }
          // Prism's own answers pass as they are: to a request the contract does not allow (its 422,
          // marked), or to a Prefer it cannot meet (an example the operation does not have).
          const prisms = answer.headers['sl-violations'] || String(json?.type).startsWith(PRISM_ERRORS);
          const checked = bound && json !== undefined && !prisms;
          const violation = checked && contract.violation(bound.operation, status, json);
          if (violation) return broken(outgoing, path, `The answer breaks the contract: ${violation}`);
          const text = json === undefined ? Buffer.concat(parts) : JSON.stringify(json);
          const rawHeaders = answer.rawHeaders.filter(
            (_, index, all) => !/^(content-length|transfer-encoding)$/i.test(all[index - (index % 2)]),
          );
          outgoing.writeHead(status, answer.statusMessage, [
            ...rawHeaders,
            'Content-Length',
            String(Buffer.byteLength(text)),
          ]);
          outgoing.end(text);
        });
      });
      forward.on('error', (error) => {
        if (outgoing.headersSent) outgoing.destroy(error);
        else
          outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The mock did not answer: ${error.message}\n`);
      });
      outgoing.on('close', () => {
        if (!outgoing.writableFinished) forward.destroy();
      });
      forward.end(raw);
    });
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
