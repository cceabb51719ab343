import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseRules } from './rules.ts';

/**
 * Serves `dist/` as a static host would, with sirv: the headers of its `_headers`, a pre-compressed copy when
 * the browser accepts it, byte ranges, ETags, index.html for any other path without a file extension
 * (client-side routes) and a 404 for one with. Paths the preview server proxies are left to the proxy.
 */
export function serveDist(outDir: string, proxied: string[]) {
  const headersFile = join(outDir, '_headers');
  const rules = existsSync(headersFile) ? parseRules(readFileSync(headersFile, 'utf8')) : [];
  const isFile = (path: string) => existsSync(join(outDir, path)) && statSync(join(outDir, path)).isFile();
  const serve = sirv(outDir, {
    etag: true,
    brotli: true,
    gzip: true,
    single: true,
    setHeaders(response, path) {
      const served = isFile(path) ? path : '/index.html';
      for (const [name, value] of Object.entries(headersFor(rules, path, served))) response.setHeader(name, value);
    },
  });
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!['GET', 'HEAD'].includes(request.method ?? '') || proxied.some((prefix) => path.startsWith(prefix))) {
      return next();
    }
    // Without next, a path with a file extension that is no file is a 404, never index.html.
    serve(request, response);
  };
}
