/** A world per browser: the dev and preview servers name each browser's world from a cookie of its own. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { browserWorld, browserWorlds } from './browser-world.mjs';

function pass(headers: Record<string, string>) {
  const incoming = { headers: { ...headers } } as unknown as IncomingMessage;
  const set: Record<string, string> = {};
  const outgoing = { setHeader: (name: string, value: string) => (set[name] = value) } as unknown as ServerResponse;
  let passed = false;
  browserWorld(incoming, outgoing, () => (passed = true));
  return { world: incoming.headers['x-mock-world'], cookie: set['Set-Cookie'], passed };
}

describe('a world per browser', () => {
  it('gives a browser without one a world and the cookie that keeps it', () => {
    const first = pass({});
    expect(first.passed).toBe(true);
    const id = /^kinetic-mock-world=([\w-]+); Path=\/; HttpOnly; SameSite=Strict$/.exec(first.cookie ?? '')?.[1];
    expect(id).toBeDefined();
    expect(first.world).toBe(`browser-${id}`);
    expect(pass({}).world).not.toBe(first.world);
  });

  it('reads the world of a browser that has one, and sets no cookie', () => {
    expect(pass({ cookie: 'theme=dark; kinetic-mock-world=abc-123' })).toEqual({
      world: 'browser-abc-123',
      cookie: undefined,
      passed: true,
    });
  });

  it('leaves a request that names its world (a test’s) as it is', () => {
    expect(pass({ 'x-mock-world': 'a test', cookie: 'kinetic-mock-world=abc' })).toMatchObject({
      world: 'a test',
      cookie: undefined,
    });
  });

  it('is off when the API goes to a real service', () => {
    const used: unknown[] = [];
    const server = { middlewares: { use: (middleware: unknown) => used.push(middleware) } };
    const real = browserWorlds({ KINETIC_API_TARGET: 'https://api.example.com' });
    real.configureServer(server);
    real.configurePreviewServer(server);
    expect(used).toEqual([]);
    browserWorlds({}).configureServer(server);
    browserWorlds({}).configurePreviewServer(server);
    expect(used).toEqual([browserWorld, browserWorld]);
  });
});
