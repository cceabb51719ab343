import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { FirstPaint } from '../../app/routing/table.ts';
import { nginxRules } from './nginx.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './preloads.ts';
import { formatRules, headerRules } from './rules.ts';
import { serveDist } from './serve.ts';

/**
 * Writes `dist/_headers` and `dist/_headers.nginx.conf` (with the preloads of `routes`, route path →
 * what it preloads) and the `.br`/`.gz` copies at build, and makes `vite preview` serve `dist/` with
 * the same headers and copies.
 */
export function staticServing(routes: Record<string, FirstPaint>, contentSecurityPolicy: string): Plugin {
  let outDir = '';
  return {
    name: 'kinetic-static-serving',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const rules = [
        ...headerRules(contentSecurityPolicy),
        ...routePreloads(bundle, routes, (message) => this.error(message)),
      ];
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatRules(rules) });
      this.emitFile({ type: 'asset', fileName: '_headers.nginx.conf', source: nginxRules(rules) });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (existsSync(outDir)) await precompress(outDir);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveDist(outDir, Object.keys(server.config.preview.proxy ?? {})));
    },
  };
}
