import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

type HeaderRule = { path: string; headers: Record<string, string> };

/**
 * The HTTP headers `dist/` is served with, by any static host (`dist/_headers`, the format of Netlify
 * and Cloudflare Pages) and by `npm run preview`, which reads that file. A path gets the headers of
 * every rule it matches; no two rules that can match one path set the same header. Hashed assets never
 * change, so they are cached for a year; index.html is revalidated on every visit, so a release is
 * seen at once.
 */
const headerRules = (contentSecurityPolicy: string): HeaderRule[] => [
  { path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy, 'X-Content-Type-Options': 'nosniff' } },
  { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/', headers: { 'Cache-Control': 'no-cache' } },
  { path: '/index.html', headers: { 'Cache-Control': 'no-cache' } },
];

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

const headersFor = (rules: HeaderRule[], ...paths: string[]): Record<string, string> =>
  Object.assign(
    {},
    ...rules.filter((rule) => paths.some((path) => matches(rule.path, path))).map((rule) => rule.headers),
  );

const formatRules = (rules: HeaderRule[]) =>
  rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n') + '\n';

function parseRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (rule) {
      const [name = '', ...value] = line.trim().split(': ');
      rule.headers[name] = value.join(': ');
    }
  }
  return rules;
}

/**
 * A route's code (its lazy chunk, the chunks it imports and their stylesheets) is preloaded by a
 * `Link` header on the route's HTML, so it downloads alongside the entry instead of after it has run.
 * The first paint's own files come first in that header, so they are still requested first.
 */
function routePreloads(
  bundle: OutputBundle,
  routeModules: Record<string, string[]>,
  error: (message: string) => never,
) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const closure = (fileName: string, into = new Set<string>()) => {
    const chunk = bundle[fileName];
    if (into.has(fileName) || chunk?.type !== 'chunk') return into;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const firstPaint = entry ? closure(entry.fileName) : new Set<string>();
  const styles = (files: Set<string>) =>
    [...files].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
  return Object.entries(routeModules).map(([path, modules]): HeaderRule => {
    const files = new Set(firstPaint);
    for (const module of modules) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
      if (!chunk) error(`No chunk for ${module}, a module of ${path}: update the route's entry in vite.config.ts.`);
      closure(chunk.fileName, files);
    }
    // The same request modes as index.html's and Vite's tags (crossorigin), so each file is fetched once.
    const links = [
      ...styles(firstPaint).map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ...[...files].map((file) => `</${file}>; rel=modulepreload`),
      ...styles(files)
        .filter((file) => !styles(firstPaint).includes(file))
        .map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ];
    return { path, headers: { Link: links.join(', ') } };
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};
/** Text files are also written brotli- and gzip-compressed at build; smaller ones are not worth it. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
const MIN_COMPRESSED_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function precompress(outDir: string) {
  const jobs: Promise<void>[] = [];
  for await (const path of files(outDir)) {
    if (!compressible.has(extname(path))) continue;
    jobs.push(
      readFile(path).then(async (content) => {
        if (content.length < MIN_COMPRESSED_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
          gzipped(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(path + suffix.br, br), writeFile(path + suffix.gzip, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
}

const suffix = { br: '.br', gzip: '.gz' } as const;

/** The encodings a request accepts, best first, among those written at build. */
function encodings(request: IncomingMessage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return (Object.keys(suffix) as (keyof typeof suffix)[]).filter((encoding) =>
    new RegExp(`\\b${encoding}\\b(?!;q=0(\\.0*)?\\b)`).test(accepted),
  );
}

/**
 * Serves `dist/` as a static host would: the headers above, a pre-compressed copy when the browser
 * accepts it, index.html for any other path without a file extension (client-side routes), and ETags.
 * Paths the preview server proxies are left to the proxy.
 */
function serveDist(outDir: string, proxied: string[]) {
  const headersFile = join(outDir, '_headers');
  const rules = existsSync(headersFile) ? parseRules(readFileSync(headersFile, 'utf8')) : [];
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (!['GET', 'HEAD'].includes(request.method ?? '') || proxied.some((prefix) => path.startsWith(prefix))) {
      return next();
    }
    let file = resolve(outDir, `.${path}`);
    const inside =
      file.startsWith(outDir + sep) &&
      !relative(outDir, file)
        .split(sep)
        .some((part) => part.startsWith('.'));
    if (!inside || !existsSync(file) || !statSync(file).isFile()) {
      if (extname(path)) {
        response.statusCode = 404;
        return response.end();
      }
      file = join(outDir, 'index.html');
    }
    const servedPath = `/${relative(outDir, file).split(sep).join('/')}`;
    const encoding = encodings(request).find((name) => existsSync(file + suffix[name]));
    const body = encoding ? file + suffix[encoding] : file;
    const { size, mtimeMs } = statSync(body);
    const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

    response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', etag);
    for (const [name, value] of Object.entries(headersFor(rules, path, servedPath))) response.setHeader(name, value);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      return response.end();
    }
    // A byte range of an uncompressed file (what a video player asks for to seek), as static hosts do.
    const range = encoding ? null : /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
    response.setHeader('Accept-Ranges', encoding ? 'none' : 'bytes');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        response.statusCode = 416;
        response.setHeader('Content-Range', `bytes */${size}`);
        return response.end();
      }
      response.statusCode = 206;
      response.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      response.setHeader('Content-Length', end - start + 1);
      if (request.method === 'HEAD') return response.end();
      return createReadStream(body, { start, end }).pipe(response);
    }
    response.setHeader('Content-Length', size);
    if (request.method === 'HEAD') return response.end();
    createReadStream(body).pipe(response);
  };
}

/**
 * Writes `dist/_headers` (with the preloads of `routeModules`, route path → its lazy modules) and the
 * `.br`/`.gz` copies at build, and makes `vite preview` serve `dist/` with the same headers and copies.
 */
export function staticServing(routeModules: Record<string, string[]>, contentSecurityPolicy: string): Plugin {
  let outDir = '';
  return {
    name: 'kinetic-static-serving',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const rules = [
        ...headerRules(contentSecurityPolicy),
        ...routePreloads(bundle, routeModules, (message) => this.error(message)),
      ];
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatRules(rules) });
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
