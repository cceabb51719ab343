import { defineConfig } from '@playwright/test';
import { mockServers } from '../mocks/servers.mjs';
import e2e from '../playwright.config';

/**
 * The deployment in this folder, for real: nginx started by deploy/start.sh on the build in dist/
 * (run `npm run build` first), its API paths proxied to the Prism mocks. KINETIC_DEPLOY_PORT moves
 * nginx, KINETIC_MOCK_PORT the mocks.
 */
const port = Number(process.env.KINETIC_DEPLOY_PORT) || 4180;
const mocks = mockServers();
const service = (name: keyof typeof mocks) => `http://127.0.0.1:${mocks[name].port}`;
const root = new URL('..', import.meta.url).pathname;

/** The end-to-end tests' browser, time zone and reports, on nginx instead of the preview server. */
export default defineConfig({
  ...e2e,
  testDir: '.',
  workers: 1,
  // The e2e reporter's path is relative to the root config.
  reporter: [['list'], ['../e2e/reporter.ts']],
  projects: [{ name: 'deploy', testMatch: /\.spec\.ts$/ }],
  // The deployment as a browser meets it: with the service worker the end-to-end tests block.
  use: { ...e2e.use, baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'allow' },
  webServer: [
    // The identity mock is the last to answer: once it does, all three do.
    { command: 'node mocks/serve.mjs mock', cwd: root, port: mocks.identity.port, timeout: 120_000 },
    {
      command: 'sh deploy/start.sh',
      cwd: root,
      url: `http://127.0.0.1:${port}/`,
      timeout: 30_000,
      env: {
        PORT: String(port),
        KINETIC_API_TARGET: service('api'),
        KINETIC_IDENTITY_TARGET: service('identity'),
        KINETIC_TOKEN_TARGET: service('identity'),
        KINETIC_AUTH_TARGET: service('auth'),
        // As root (CI), the workers read the checkout as its owner would: it may sit where nobody else can.
        ...(process.getuid?.() === 0 ? { KINETIC_NGINX_USER: 'root' } : {}),
      },
    },
  ],
});
