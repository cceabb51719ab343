/** One rule of `_headers`: a path pattern and the headers a path it matches is served with. */
export type HeaderRule = { path: string; headers: Record<string, string> };

/**
 * The HTTP headers `dist/` is served with, by any static host (`dist/_headers`, the format of Netlify
 * and Cloudflare Pages) and by `npm run preview`, which reads that file. A path gets the headers of
 * every rule it matches; no two rules that can match one path set the same header. Hashed assets never
 * change, so they are cached for a year; index.html, the service worker and the manifest are
 * revalidated on every visit, so a release is seen at once.
 */
export const headerRules = (contentSecurityPolicy: string): HeaderRule[] => [
  { path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy, 'X-Content-Type-Options': 'nosniff' } },
  { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/', headers: { 'Cache-Control': 'no-cache' } },
  { path: '/index.html', headers: { 'Cache-Control': 'no-cache' } },
  // The service worker and the manifest keep their names from one release to the next: revalidated too.
  { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
  { path: '/manifest.webmanifest', headers: { 'Cache-Control': 'no-cache' } },
];

/** A rule's path pattern, split into its literal parts and the names of its `:name` parts. */
export const patternParts = (pattern: string) => pattern.split(/:(\w+)/);
/** What a `:name` part of a path may hold: enough for an id, never a character that could break a header. */
const PLACEHOLDER = '[A-Za-z0-9_-]+';
const escapeRegExp = (text: string) => text.replace(/[.?+^$()[\]{}|\\]/g, '\\$&');
/**
 * A rule's path pattern as a regular expression's source, without anchors: each `:name` part a capture
 * named by `capture(name)`, a trailing `*` (the rest of the path) left to the caller.
 */
export const patternSource = (pattern: string, capture: (name: string) => string = (name) => name) =>
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
export const fill = (value: string, parts: Record<string, string>) =>
  value.replace(/:(\w+)/g, (text, name: string) => parts[name] ?? text);

/** The headers of every rule that one of `paths` (the requested path, the file served for it) matches. */
export function headersFor(rules: HeaderRule[], ...paths: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const parts = paths.map((path) => match(rule.path, path)).find(Boolean);
    if (!parts) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = fill(value, parts);
  }
  return headers;
}

/** The rules as `_headers` writes them: a path, then its headers indented below it. */
export const formatRules = (rules: HeaderRule[]) =>
  rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n') + '\n';

/** The rules of a `_headers` file. */
export function parseRules(text: string): HeaderRule[] {
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
