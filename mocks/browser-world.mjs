// A world per browser: the dev and preview servers give each browser a cookie of its own, and turn
// it into the `X-Mock-World` header of the requests they pass to the mocks, so that what one browser
// writes (or chooses in the scenario switcher) is not another's. The app never knows: the cookie is
// HttpOnly and only these servers read it. A request that names its world already (a test's) keeps it.
import { randomUUID } from 'node:crypto';

const COOKIE = 'kinetic-mock-world';
const named = new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]+)`);

/** The middleware: the browser's world from its cookie (a new one, and the cookie, for a browser without). */
export function browserWorld(incoming, outgoing, next) {
  if (!incoming.headers['x-mock-world']) {
    let world = named.exec(incoming.headers.cookie ?? '')?.[1];
    if (!world) {
      world = randomUUID();
      outgoing.setHeader('Set-Cookie', `${COOKIE}=${world}; Path=/; HttpOnly; SameSite=Strict`);
    }
    incoming.headers['x-mock-world'] = `browser-${world}`;
  }
  next();
}

/**
 * The Vite plugin, for the servers whose API goes to the mocks (none of KINETIC_API_TARGET,
 * KINETIC_IDENTITY_TARGET or KINETIC_TOKEN_TARGET set: a real service has no worlds).
 */
export function browserWorlds(env) {
  const real = ['KINETIC_API_TARGET', 'KINETIC_IDENTITY_TARGET', 'KINETIC_TOKEN_TARGET'].some((name) => env[name]);
  return {
    name: 'kinetic-browser-world',
    configureServer: (server) => void (real || server.middlewares.use(browserWorld)),
    configurePreviewServer: (server) => void (real || server.middlewares.use(browserWorld)),
  };
}
