import type { Rolldown } from 'vite';
import type { FirstPaint } from '../../app/routing/table.ts';
import type { HeaderRule } from './rules.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * A route's code (its lazy chunk, the chunks it imports and their stylesheets) and its public read
 * are preloaded by a `Link` header on the route's HTML, so they download alongside the entry instead
 * of after it has run. The read comes first (it is small, and the page's largest paint waits for it
 * and for the code), then the first paint's own files, so they are still requested before the route's.
 */
export function routePreloads(
  bundle: OutputBundle,
  routes: Record<string, FirstPaint>,
  error: (message: string) => never,
): HeaderRule[] {
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
