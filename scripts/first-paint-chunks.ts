import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The repository's root, which `@/…` specifiers start from (tsconfig.json's paths). */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The first paint of any route loads the entry's static module graph. Rolldown leaves that graph in
 * many small chunks (one per component shared with some lazy route), each one more request before
 * the first paint; these groups put it in two files instead: the libraries it needs (`vendor`, kept
 * apart so a release that changes only our code keeps it cached) and our own code (`shell`).
 * Everything a route loads lazily keeps Rolldown's automatic chunking.
 *
 * Rolldown's `$initial` tag counts every module the design-system barrel re-exports, used or not,
 * because the barrel has side effects (it registers the global styles). So a design-system component
 * joins `shell` only when code of the first paint imports it by name from the barrel, or through such
 * a component; the others (dialogs, calendars, selects…) stay with the lazy routes that use them.
 */
export function firstPaintChunks(isPureDesignSystemModule: (id: string) => boolean) {
  const firstPaint = new Set<string>();

  const plugin: Plugin = {
    name: 'kinetic-first-paint-chunks',
    apply: 'build',
    buildEnd() {
      firstPaint.clear();
      const ids = [...this.getModuleIds()];
      const barrel = ids.find((id) => id.endsWith('/design-system/index.ts'));
      const barrelInfo = barrel ? this.getModuleInfo(barrel) : null;
      // The module each name of the barrel comes from (`export { A, B as C } from './A/A'`).
      const origin = new Map<string, string>();
      for (const [, names = '', specifier = ''] of barrelInfo?.code?.matchAll(exportFrom) ?? []) {
        const target = resolveImport(barrel!, specifier, barrelInfo!.importedIds);
        if (target) for (const name of names.split(',')) origin.set(exportedName(name), target);
      }
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstPaint.has(id) || id.includes('/node_modules/')) continue;
        firstPaint.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        // Through the barrel, only what is imported by name; its side-effect imports always.
        const deps =
          id === barrel ? info.importedIds.filter((dep) => !isPureDesignSystemModule(dep)) : info.importedIds;
        queue.push(...deps);
        if (barrel && info.importedIds.includes(barrel)) {
          for (const [, names = '', specifier = ''] of info.code?.matchAll(importFrom) ?? []) {
            if (resolveImport(id, specifier, [barrel]) !== barrel) continue;
            for (const name of names.split(',')) {
              const target = origin.get(importedName(name));
              if (target) queue.push(target);
            }
          }
        }
      }
    },
    generateBundle(_options, bundle) {
      // Libraries only some screens need never reach the first paint.
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return;
        seen.add(fileName);
        const lazyOnly = chunk.moduleIds.find((id) => lazyLibraries.test(id));
        if (lazyOnly) this.error(`${lazyOnly} is in ${fileName}, which the first paint loads: import it lazily.`);
        chunk.imports.forEach(visit);
      };
      if (entry) visit(entry.fileName);
    },
  };

  const isShell = (id: string) =>
    !id.includes('/node_modules/') && (!isPureDesignSystemModule(id) || firstPaint.has(id));
  const groups = [
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
    // Not with the modules' dependencies: through the barrel, those would be every component.
    { name: 'shell', test: isShell, includeDependenciesRecursively: false, tags: ['$initial' as const], priority: 1 },
  ];
  return { plugin, groups };
}

const lazyLibraries = /[\\/]node_modules[\\/](firebase|@firebase|agora-rtc-sdk-ng|uplot)[\\/]/;
const exportFrom = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const importFrom = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const clean = (name: string) => name.replace(/^\s*type\s+/, '').trim();
/** `A as B` exports B; `type T` exports nothing at run time. */
const exportedName = (name: string) =>
  clean(name)
    .split(/\s+as\s+/)
    .pop() ?? '';
/** `A as B` imports A. */
const importedName = (name: string) => clean(name).split(/\s+as\s+/)[0] ?? '';

/**
 * The module among `candidates` that a relative or `@/…` specifier in `from` points to (any
 * extension, or its index).
 */
function resolveImport(from: string, specifier: string, candidates: readonly string[]) {
  const base = specifier.startsWith('@/')
    ? resolve(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return candidates.find((id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`));
}
