import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { compiledCatalogues } from './scripts/inline-messages';

/**
 * Test files that need a page and a process of their own: those that replace modules (a VM context
 * would still share the worker's loaded copies), and the design system's, whose overlays listen on
 * the page itself. Every other unit test shares its worker's page.
 */
const isolated = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'sdk'])
  .toString()
  .split('\n')
  .filter((file) => /\.test\.tsx?$/.test(file) && /vi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));

const base = defineConfig({ plugins: [compiledCatalogues(), react(), vanillaExtractPlugin()] });

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
            include: ['{app,sdk}/**/*.test.{ts,tsx}'],
            exclude: isolated,
            setupFiles: ['./scripts/vitest.setup.ts'],
            restoreMocks: true,
            // Each test file gets fresh modules in a VM context of a worker's page, instead of a process
            // and a page of its own: a fifth of the CPU on a 2-core machine.
            pool: 'vmThreads',
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'jsdom',
            include: ['{design-system,scripts}/**/*.test.{ts,tsx}', ...isolated],
            setupFiles: ['./scripts/vitest.setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['openapi/**/*.test.ts', 'mocks/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
