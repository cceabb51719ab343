import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The app against a mock of the specification's calls only (`KINETIC_MOCK=spec-only`: every designed
 * call answers 404), on the ports after the main run's, so both can run at once:
 * `npx playwright test -c playwright.spec-only.config.ts`.
 */
const port = (Number(process.env.PORT) || 4173) + 1;
const mockPort = (Number(process.env.KINETIC_MOCK_PORT) || 4010) + 3;

export default defineConfig({
  ...base,
  // A folder of its own: a run empties its output folder as it starts, and this one runs beside the main run.
  outputDir: 'test-results-spec-only',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'spec-only', testMatch: /spec-only\.e2e\.ts$/ }],
  webServer: {
    command: 'node mocks/serve.mjs preview --reuse-build',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(port), KINETIC_MOCK_PORT: String(mockPort), KINETIC_MOCK: 'spec-only' },
  },
});
