import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compiledCatalogues } from '../scripts/inline-messages';

// Storybook builds the design system and app components without the app's root, proxy and CSP.
export default defineConfig({ plugins: [compiledCatalogues(), react(), vanillaExtractPlugin()] });
