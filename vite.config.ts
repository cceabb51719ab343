import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { buildCheckoutOrigins } from './app/checkoutOrigins.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy } from './app/csp.ts';
import { appHeadTags, webAppManifest } from './app/manifest.ts';
import { firstPaintChunks } from './scripts/first-paint-chunks.ts';
import { compiledCatalogues, inlineMessages } from './scripts/inline-messages.ts';
import { staticServing } from './scripts/static-serving/index.ts';
import { firstPaintTable } from './app/routing/table.ts';
import { browserWorlds } from './mocks/browser-world.mjs';
import { mockServers } from './mocks/servers.mjs';

const isPureDesignSystemModule = (id: string) =>
  id.includes('/design-system/') && /\.tsx?$/.test(id) && !/(\.css\.ts|\/design-system\/index\.ts)$/.test(id);

/**
 * One origin for the browser: the app's API base paths are proxied to the Prism mocks by default,
 * or to the real services when KINETIC_*_TARGET is set (see README, "Configuration").
 */
function proxy(env: Record<string, string>): Record<string, ProxyOptions> {
  const mocks = mockServers();
  const target = (name: string, port: number) => env[name] || `http://127.0.0.1:${port}`;
  const strip = (prefix: string) => (path: string) => path.slice(prefix.length) || '/';
  return {
    // Longest prefix first: the auth client lives under the product API's /api path.
    '/api/auth': {
      target: target('KINETIC_AUTH_TARGET', mocks.auth.port),
      changeOrigin: true,
      rewrite: strip('/api/auth'),
    },
    '/api': { target: target('KINETIC_API_TARGET', mocks.api.port), changeOrigin: true, rewrite: strip('/api') },
    '/identity': {
      target: target('KINETIC_IDENTITY_TARGET', mocks.identity.port),
      changeOrigin: true,
      rewrite: strip('/identity'),
    },
    // The token refresh is a service of its own (securetoken.googleapis.com); the identity mock answers it too.
    '/securetoken': {
      target: target('KINETIC_TOKEN_TARGET', mocks.identity.port),
      changeOrigin: true,
      rewrite: strip('/securetoken'),
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'KINETIC_');
  // Stops the build on a checkout origin list that is malformed, or missing against a real API.
  buildCheckoutOrigins(env, mode);
  const port = Number(process.env.PORT) || undefined;
  const firstPaint = firstPaintChunks(isPureDesignSystemModule);
  return {
    root: 'app',
    envDir: '..',
    envPrefix: 'KINETIC_PUBLIC_',
    publicDir: '../public',
    plugins: [
      // Each browser its own offline world (a dev-only cookie the proxy turns into X-Mock-World).
      browserWorlds(env),
      inlineMessages(),
      compiledCatalogues(),
      react(),
      vanillaExtractPlugin(),
      firstPaint.plugin,
      // Public routes whose code, route table and messages download with the entry (a Link preload header on their HTML).
      staticServing(firstPaintTable(env.KINETIC_PUBLIC_API_BASE || '/api'), contentSecurityPolicy(env)),
      // The one service worker (push and the offline app shell), from app/push/sw.ts, and the manifest.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'push',
        filename: 'sw.ts',
        // Registered by the app after the first paint (app/offline/register.ts), never by a tag of its own.
        injectRegister: false,
        registerType: 'prompt',
        manifest: webAppManifest,
        injectManifest: {
          // A classic script, so browsers without module service workers run it too.
          rollupFormat: 'iife',
          // The shell and every screen's code; the video SDK (over 1 MB, loaded in a room, which needs
          // the network anyway), the icons and the media are fetched when used.
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          globIgnores: ['**/AgoraRTC*', 'media/**', 'brand/**'],
        },
        // In development the worker runs as a module from the source, with index.html as its one cached file.
        devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
      }),
      {
        name: 'kinetic-head',
        transformIndexHtml: (_html, context) => [
          ...appHeadTags(),
          ...(context.server
            ? []
            : [
                {
                  tag: 'meta',
                  attrs: { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy(env) },
                  injectTo: 'head-prepend' as const,
                },
              ]),
        ],
      },
    ],
    resolve: {
      // `@/…` is the repository's root (tsconfig.json's paths), so an import names where a module lives.
      tsconfigPaths: true,
      // Messages are compiled to ASTs at build time (inlineMessages, compiledCatalogues): no parser in the bundle.
      alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
    build: {
      outDir: '../dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Browsers without modulepreload still load every module, only later: no polyfill on the first paint.
      modulePreload: { polyfill: false },
      // The one chunk past Vite's 500 kB notice is Agora's video SDK (1.5 MB), which loads only when a
      // room joins with Agora; what a page loads first is held by the size budget (.size-limit.cjs).
      chunkSizeWarningLimit: 1600,
      rolldownOptions: {
        // Design-system components are pure: one the page does not use is dropped even though the
        // barrel (design-system/index.ts) imports it. The barrel itself and the style modules
        // (*.css.ts) keep their side effects: they register the global reset and the themes.
        treeshake: { moduleSideEffects: (id: string) => !isPureDesignSystemModule(id) },
        output: { codeSplitting: { groups: firstPaint.groups } },
        // Rolldown's notice about slow plugins measures the machine's load as much as the plugins
        // (precompressing every file takes seconds on a busy one), and printed a warning in a normal
        // `npm run preview`; npm test reports each step's time instead.
        checks: { bundlerTimings: false },
      },
    },
    server: {
      port: port ?? 5173,
      strictPort: true,
      host: '127.0.0.1',
      // The dev server alone (never the preview of a build) offers the mock scenario switcher.
      proxy: { ...proxy(env), '/__mock': { target: `http://127.0.0.1:${mockServers().api.port}` } },
    },
    preview: {
      port: port ?? 4173,
      strictPort: true,
      host: '127.0.0.1',
      proxy: proxy(env),
    },
  };
});
