import { existsSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin, Rolldown } from 'vite';
import type { FirstPaint } from '../app/routing/table';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

type HeaderRule = { path: string; headers: Record<string, string> };

/**
 * The HTTP headers `dist/` is served with, by any static host (`dist/_headers`, the format of Netlify
 * and Cloudflare Pages) and by `npm run preview`, which reads that file. A path gets the headers of
 * every rule it matches; no two rules that can match one path set the same header. Hashed assets never
 * change, so they are cached for a year; index.html, the service worker and the manifest are
 * revalidated on every visit, so a release is seen at once.
 */
const headerRules = (contentSecurityPolicy: string): HeaderRule[] => [
  { path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy, 'X-Content-Type-Options': 'nosniff' } },
  { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/', headers: { 'Cache-Control': 'no-cache' } },
  { path: '/index.html', headers: { 'Cache-Control': 'no-cache' } },
  // The service worker and the manifest keep their names from one release to the next: revalidated too.
  { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
  { path: '/manifest.webmanifest', headers: { 'Cache-Control': 'no-cache' } },
];

/** A rule's path pattern, split into its literal parts and the names of its `:name` parts. */
const patternParts = (pattern: string) => pattern.split(/:(\w+)/);
/** What a `:name` part of a path may hold: enough for an id, never a character that could break a header. */
const PLACEHOLDER = '[A-Za-z0-9_-]+';
const escapeRegExp = (text: string) => text.replace(/[.?+^$()[\]{}|\\]/g, '\\$&');
/**
 * A rule's path pattern as a regular expression's source, without anchors: each `:name` part a capture
 * named by `capture(name)`, a trailing `*` (the rest of the path) left to the caller.
 */
const patternSource = (pattern: string, capture: (name: string) => string = (name) => name) =>
  patternParts(pattern)
    .map((part, index) => (index % 2 ? `(?<${capture(part)}>${PLACEHOLDER})` : escapeRegExp(part.replace(/\*$/, ''))))
    .join('');

/**
 * Whether `path` matches a rule's `pattern` (as static hosts read `_headers`: a trailing `*` stands
 * for the rest of the path, `:name` for one part of it), with the parts the placeholders took.
 */
function match(pattern: string, path: string): Record<string, string> | undefined {
  const found = new RegExp(`^${patternSource(pattern)}${pattern.endsWith('*') ? '' : '$'}`).exec(path);
  return found ? { ...found.groups } : undefined;
}

/** A header value with the rule's `:name` placeholders filled in from the path. */
const fill = (value: string, parts: Record<string, string>) =>
  value.replace(/:(\w+)/g, (text, name: string) => parts[name] ?? text);

function headersFor(rules: HeaderRule[], ...paths: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const parts = paths.map((path) => match(rule.path, path)).find(Boolean);
    if (!parts) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = fill(value, parts);
  }
  return headers;
}

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
 * A route's code (its lazy chunk, the chunks it imports and their stylesheets) and its public read
 * are preloaded by a `Link` header on the route's HTML, so they download alongside the entry instead
 * of after it has run. The read comes first (it is small, and the page's largest paint waits for it
 * and for the code), then the first paint's own files, so they are still requested before the route's.
 */
function routePreloads(bundle: OutputBundle, routes: Record<string, FirstPaint>, error: (message: string) => never) {
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
  return Object.entries(routes).map(([path, { modules, reads }]): HeaderRule => {
    const files = new Set(firstPaint);
    for (const module of modules) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
      if (!chunk) error(`No chunk for ${module}, a module of ${path}: update the route's entry in vite.config.ts.`);
      closure(chunk.fileName, files);
    }
    // The same request modes as index.html's and Vite's tags (crossorigin), so each file is fetched once.
    // A read is requested as the app's own fetch of it is (CORS, credentials for its own origin only).
    const links = [
      ...reads.map((read) => `<${read}>; rel=preload; as=fetch; crossorigin`),
      ...styles(firstPaint).map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ...[...files].map((file) => `</${file}>; rel=modulepreload`),
      ...styles(files)
        .filter((file) => !styles(firstPaint).includes(file))
        .map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ];
    return { path, headers: { Link: links.join(', ') } };
  });
}

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
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
}

/**
 * The same rules for nginx (`dist/_headers.nginx.conf`, included in the `http` block by
 * `deploy/nginx.conf.template`): one `map` per header over the served file and the requested path
 * (`"$uri $request_uri"`), so a route served by index.html gets both its own headers and
 * index.html's, as from `_headers`; nginx leaves out a header whose value is empty.
 */
function nginxRules(rules: HeaderRule[]): string {
  const names = [...new Set(rules.flatMap((rule) => Object.keys(rule.headers)))];
  // A `:name` part of a path is a named capture, which the value names as a variable; a value refuses
  // any other "$", which nginx would read as a variable too.
  const variable = (name: string) => `kinetic_${name}`;
  const value = (text: string, path: string) => {
    if (/["$\\]/.test(text)) throw new Error(`nginx cannot carry the header value ${text}`);
    const placeholders = patternParts(path).filter((_, index) => index % 2);
    return `"${fill(text, Object.fromEntries(placeholders.map((name) => [name, `$${variable(name)}`])))}"`;
  };
  const pattern = (path: string) => `"~(^| )${patternSource(path, variable)}${path.endsWith('*') ? '' : '([? ]|$)'}"`;
  const maps = names.map((name, index) => {
    const entries = rules
      .filter((rule) => name in rule.headers)
      .map(
        (rule) =>
          `  ${rule.path === '/*' ? 'default' : pattern(rule.path)} ${value(rule.headers[name] ?? '', rule.path)};`,
      );
    return [`map "$uri $request_uri" $kinetic_header_${index} {`, ...entries, '}'].join('\n');
  });
  const headers = names.map((name, index) => `add_header ${name} $kinetic_header_${index} always;`);
  return `# Generated at build from the rules of _headers.\n${[...maps, ...headers].join('\n')}\n`;
}

/**
 * Serves `dist/` as a static host would, with sirv: the headers above, a pre-compressed copy when
 * the browser accepts it, byte ranges, ETags, index.html for any other path without a file extension
 * (client-side routes) and a 404 for one with. Paths the preview server proxies are left to the proxy.
 */
function serveDist(outDir: string, proxied: string[]) {
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
