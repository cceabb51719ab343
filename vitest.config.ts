import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import type { ToMatchScreenshotOptions } from 'vitest/node';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumPath, testArgs } from './scripts/chromium.mjs';
import { compiledCatalogues } from './scripts/inline-messages.ts';

/**
 * Test files that need a page and a worker thread of their own: those that replace modules or
 * globals for the whole file (a VM context would still share the worker's loaded packages and its
 * globals). A thread isolates them as well as a process did, and starts in a quarter less time.
 * Every other unit test shares its worker's page, which `scripts/vitest.setup.ts` leaves as it found it.
 */
const isolated = execFileSync('git', [
  'ls-files',
  '--cached',
  '--others',
  '--exclude-standard',
  'app',
  'sdk',
  'design-system',
])
  .toString()
  .split('\n')
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      // A module replaced, or a global replaced at the top of the file (not inside a test, which restores it).
      /vi\.(mock|doMock|resetModules)\(|^vi\.stubGlobal\(/m.test(readFileSync(file, 'utf8')),
  );

/**
 * Where a story's picture goes: `.storybook/references/<folder>/<file>.<story>.<scheme>[-phone].png`
 * for the committed reference, `test-results/stories/…` for the actual picture and the diff of a
 * failed comparison.
 */
const picturePath =
  (dir: string) =>
  ({
    root,
    testFileDirectory,
    testFileName,
    testName,
    arg,
    ext,
  }: Parameters<NonNullable<ToMatchScreenshotOptions['resolveScreenshotPath']>>[0]) =>
    join(
      root,
      dir,
      testFileDirectory,
      `${basename(testFileName).replace(/\.stories\.tsx?$/, '')}.${testName}.${arg}${ext}`,
    );

/**
 * The stories' run's shard (`--shard=1/2` or `--shard 1/2`), if it is one: each shard bundles the
 * stories' dependencies into a cache of its own. Two shards started at once on a fresh checkout
 * would otherwise both bundle into Storybook's one cache, and the second to finish would replace
 * files that the first one's page was already loading.
 */
const shardAt = process.argv.findIndex((arg) => arg.startsWith('--shard'));
const shard = shardAt < 0 ? undefined : (process.argv[shardAt]?.split('=')[1] ?? process.argv[shardAt + 1]);

const base = defineConfig({
  plugins: [compiledCatalogues(), react(), vanillaExtractPlugin()],
  // `@/…` is the repository's root (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
});

export default mergeConfig(
  base,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['{app,sdk,design-system}/**/*.test.{ts,tsx}'],
            exclude: isolated,
            setupFiles: ['./scripts/vitest.setup.ts'],
            restoreMocks: true,
            // Each test file gets fresh modules of its own in a VM context of a worker's page, instead of
            // a process and a page of its own: a third of the time on a 2-core machine.
            pool: 'vmThreads',
            // A route's screen rendered whole (its states and form rules) takes a second or two in jsdom
            // on a 2-core machine busy with the contract tests beside it: 5 s would leave little room.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'jsdom',
            pool: 'threads',
            include: ['scripts/**/*.test.{ts,tsx}', ...isolated],
            setupFiles: ['./scripts/vitest.setup.ts'],
            restoreMocks: true,
            // The dashboards among them are route screens too, rendered whole beside the contract tests.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['openapi/**/*.test.ts', 'mocks/**/*.test.ts'],
            // One Prism for the product API and one for the identity service, for every test file.
            globalSetup: ['./mocks/prisms.setup.ts'],
            // The files share their worker's modules (none replaces one or keeps state between files):
            // the contracts are read and their checkers built once, not once a file.
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [
            storybookTest({ configDir: '.storybook' }),
            // After Storybook's plugin, which puts every run's bundle in one cache of its own.
            {
              name: 'kinetic:stories-cache-per-shard',
              config: () => (shard ? { cacheDir: `node_modules/.cache/stories-${shard.replace('/', '-of-')}` } : {}),
            },
          ],
          // The runtimes of vanilla-extract's recipes and sprinkles, which its plugin adds to the
          // stories' code, bundled before the first story runs: found on the way instead, they reload
          // the page and fail the stories of a fresh checkout that were already running.
          optimizeDeps: {
            include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
          },
          test: {
            name: 'storybook',
            // The story files of a shard run one after another in one page, which keeps the modules
            // (React, the design system, the app's patterns) and the Equal Access engine it loaded
            // for the files before: a fifth less time than a fresh page for each file. Each story
            // still starts as a fresh page would, and its pictures frame only its root and what it
            // opened since it started, never what the stories before it left in the page
            // (`.storybook/visual.setup.ts`).
            isolate: false,
            setupFiles: ['./.storybook/visual.setup.ts', './.storybook/equalAccess.setup.ts'],
            // A failed comparison's pictures go to test-results/, not into the source tree.
            attachmentsDir: 'test-results/attachments',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                // Every frame is drawn whole: a frame patched over an earlier one (partial raster) can
                // anti-alias an edge at a fraction of a pixel differently, so a picture would depend on
                // what the page showed before it (the detail page's avatar, below a 201.375 px cover).
                launchOptions: { executablePath: chromiumPath, args: [...testArgs, '--disable-partial-raster'] },
                // Room for a story frame of up to 1200 × 3800 at full scale (a smaller window shrinks the pictures).
                contextOptions: { locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1280, height: 3840 } },
              }),
              instances: [{ browser: 'chromium' }],
              expect: {
                toMatchScreenshot: {
                  // Any colour change counts; anti-aliasing differences do not.
                  comparatorOptions: { threshold: 0.01 },
                  resolveScreenshotPath: picturePath('.storybook/references'),
                  resolveDiffPath: picturePath('test-results/stories'),
                },
              },
            },
          },
        },
      ],
    },
  }),
);
