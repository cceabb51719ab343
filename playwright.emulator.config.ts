import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { emulatorReadyUrl, emulatorTargets } from './scripts/auth-emulator.mjs';

/**
 * Sign-in against Firebase's Auth emulator: the production build's own screens and proxy, with the
 * identity service and the token refresh answered by the emulator (the product API and the auth
 * client stay the mocks), on the ports two after the main run's, so every run can go at once:
 * `npx playwright test -c playwright.emulator.config.ts`. The emulator is one for the whole run:
 * each test signs up its own emails.
 */
const port = (Number(process.env.PORT) || 4173) + 2;
const mockPort = (Number(process.env.KINETIC_MOCK_PORT) || 4010) + 6;

export default defineConfig({
  ...base,
  // A folder of its own: a run empties its output folder as it starts, and this one runs beside the main run.
  outputDir: 'test-results-emulator',
  // One worker: as quick as two here (the emulator, the preview and Chromium share two cores), and
  // a test that turns the emulator's email enumeration protection on and off has it to itself.
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'auth-emulator', testDir: 'e2e/emulator', testMatch: /\.e2e\.ts$/ }],
  webServer: [
    {
      command: 'node scripts/auth-emulator.mjs alone',
      url: emulatorReadyUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node mocks/serve.mjs preview --reuse-build',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORT: String(port), KINETIC_MOCK_PORT: String(mockPort), ...emulatorTargets },
    },
  ],
});
