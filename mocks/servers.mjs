// The mock servers, one per contract in openapi/ (mocks.json). KINETIC_MOCK_PORT moves them all:
// the product API's mock listens there and the others on the ports after it, so a second checkout
// can run its own mocks beside the first.
import { readFileSync } from 'node:fs';

const defaults = JSON.parse(readFileSync(new URL('./mocks.json', import.meta.url), 'utf8'));

/** Each mock's contract, base path and port, with the ports KINETIC_MOCK_PORT asks for. */
export function mockServers(env = process.env) {
  const first = Number(env.KINETIC_MOCK_PORT) || undefined;
  return Object.fromEntries(
    Object.entries(defaults).map(([name, server], index) => [
      name,
      { ...server, port: first ? first + index : server.port },
    ]),
  );
}
