import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startFront, windowExample } from './front.mjs';
import { mockContract } from './contract.mjs';
import { designedCalls } from './scenarios.mjs';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = Date.parse('2027-03-09T10:20:00Z');
const iso = (time: number) => new Date(time).toISOString();
const window = (path: string, start: number, end: number) => `${path}?startDate=${iso(start)}&endDate=${iso(end)}`;
const bookings = '/class/booked/by-date-range/cu_3001';
const schedule = '/class/trainer/booked/by-date-range/tr_1003';

describe('windowExample', () => {
  it('gives a customer’s previous window (a month back to now) the previous bookings', () => {
    expect(windowExample(window(bookings, now - 28 * DAY, now), now)).toBe('previous');
    // The browser's clock may run a little ahead of the mock's.
    expect(windowExample(window(bookings, now - 28 * DAY, now + 30 * 60 * 1000), now)).toBe('previous');
  });

  it('gives a customer’s upcoming window (an hour ago to a month ahead) the first example', () => {
    expect(windowExample(window(bookings, now - HOUR, now + 31 * DAY), now)).toBeUndefined();
  });

  it('gives a trainer’s day, even one a few days back, today’s sessions', () => {
    const midnight = Date.parse('2027-03-09T00:00:00Z');
    expect(windowExample(window(schedule, midnight, midnight + DAY), now)).toBe('today');
    expect(windowExample(window(schedule, now, midnight + DAY), now)).toBe('today');
    expect(windowExample(window(schedule, midnight - 5 * DAY, midnight - 4 * DAY), now)).toBe('today');
    // The day the clocks go back has 25 hours.
    expect(windowExample(window(schedule, midnight, midnight + 25 * HOUR), now)).toBe('today');
  });

  it('gives a trainer’s month ahead the first example', () => {
    expect(windowExample(window(schedule, now, now + 30 * DAY), now)).toBeUndefined();
  });

  it('gives a trainer’s figure for the period before the one shown the previous period’s figure', () => {
    const day = (time: number) => iso(time).slice(0, 10);
    const figure = (path: string, start: number, end: number) => `${path}?startDate=${day(start)}&endDate=${day(end)}`;
    for (const path of ['/trainer/stats/sales', '/trainer/stats/subscribers', '/class/v1/followers/count']) {
      // The last 7 days, and the 7 before them, asked at the examples' now or a real clock days past it.
      expect(windowExample(figure(path, now - 6 * DAY, now), now, now), path).toBeUndefined();
      expect(windowExample(figure(path, now - 6 * DAY, now + 3 * DAY), now + 3 * DAY, now), path).toBeUndefined();
      expect(windowExample(figure(path, now - 13 * DAY, now - 7 * DAY), now, now), path).toBe('previous');
      expect(windowExample(figure(path, now - 59 * DAY, now - 30 * DAY), now + 3 * DAY, now), path).toBe('previous');
    }
  });

  it('picks only examples the operation has', () => {
    expect(windowExample(window(bookings, now, now + DAY), now)).toBeUndefined();
    expect(windowExample(window(schedule, now - 30 * DAY, now), now)).toBeUndefined();
  });

  it('leaves other requests, and windows it cannot read, to the mock', () => {
    expect(windowExample(window('/class/cl_2007/instances', now - 28 * DAY, now), now)).toBeUndefined();
    expect(windowExample(window(`${bookings}/more`, now - 28 * DAY, now), now)).toBeUndefined();
    expect(windowExample(`${bookings}?startDate=${iso(now - 28 * DAY)}`, now)).toBeUndefined();
    expect(windowExample(`${bookings}?startDate=yesterday&endDate=today`, now)).toBeUndefined();
  });
});

describe('startFront', () => {
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let mock: Server;
  let front: Server;
  let base: string;

  beforeAll(async () => {
    // Stands in for Prism: echoes what it received, with a Prism-style violations header.
    mock = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(422, 'Unprocessable Entity', [
          'Content-Type',
          'application/json',
          'sl-violations',
          '[{"code":"required"}]',
          'Set-Cookie',
          'a=1',
          'Set-Cookie',
          'b=2',
        ]);
        response.end(JSON.stringify({ prefer: request.headers.prefer ?? null }));
      });
    });
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    front = await startFront(port, (mock.address() as AddressInfo).port);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    front?.close();
    mock?.close();
  });

  it('passes requests and answers through unchanged', async () => {
    const response = await fetch(`${base}/customer/add-reviews?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token' },
      body: '{"rating":5}',
    });
    expect(response.status).toBe(422);
    expect(response.statusText).toBe('Unprocessable Entity');
    expect(response.headers.get('sl-violations')).toBe('[{"code":"required"}]');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ prefer: null });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/customer/add-reviews?x=1',
      headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
      body: '{"rating":5}',
    });
  });

  it('asks for the example that fits a window, unless the request asks for one', async () => {
    const previous = window(bookings, Date.now() - 28 * DAY, Date.now());
    expect(await (await fetch(base + previous)).json()).toEqual({ prefer: 'example=previous' });
    expect(await (await fetch(base + previous, { headers: { Prefer: 'code=500' } })).json()).toEqual({
      prefer: 'code=500',
    });
  });

  it('answers a designed call of a mock of the specification’s calls only with 404, without asking the mock', async () => {
    const port = await freePort();
    const specOnly = await startFront(port, (mock.address() as AddressInfo).port, {
      absent: designedCalls(mockContract('api')),
    });
    try {
      const calls = received.length;
      for (const [method, path] of [
        ['GET', '/user/profile?localId=u1'],
        ['GET', '/trainer/bank-account'],
        ['PUT', '/trainer/tr_1003/availability'],
        ['POST', '/class/cl_2007/book'],
      ] as const) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          body: method === 'GET' ? null : '{}',
        });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toMatchObject({
          status: 404,
          error: 'Not Found',
          path: new URL(path, 'http://mock').pathname,
        });
      }
      expect(received.length).toBe(calls);
      // The specification's calls (the trainer's profile and a designed path's neighbours) reach the mock.
      for (const path of ['/trainer/tr_1003', '/trainer/web/discover-trainers', '/class/cl_2007']) {
        expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(422);
      }
      expect(received.length).toBe(calls + 3);
    } finally {
      specOnly.close();
    }
  });

  it('answers 502 when the mock is not there', async () => {
    const port = await freePort();
    const orphan = await startFront(port, await freePort());
    try {
      const response = await fetch(`http://127.0.0.1:${port}/trainer/web/discover-trainers`);
      expect(response.status).toBe(502);
    } finally {
      orphan.close();
    }
  });
});
