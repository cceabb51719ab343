import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compiledCatalogues } from '../scripts/inline-messages.ts';

// Storybook builds the design system and app components without the app's root, proxy and CSP.
export default defineConfig({
  plugins: [compiledCatalogues(), react(), vanillaExtractPlugin()],
  // `@/…` is the repository's root (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  // What the app's stories import, bundled before the first story runs: found on the way instead,
  // they reload the page and fail the stories of a fresh checkout that were already running.
  optimizeDeps: {
    include: [
      '@tanstack/react-query',
      '@formatjs/intl',
      'openapi-fetch',
      'openapi-react-query',
      '@vanilla-extract/recipes/createRuntimeFn',
    ],
  },
});
