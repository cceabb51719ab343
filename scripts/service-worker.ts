import { build, type Plugin, type Rolldown } from 'vite';

/** Where the service worker is served: at the root, so it controls every page of the app. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Bundles `entry` (the service worker's source) into one classic script with nothing of the app's
 * chunks, so browsers without module service workers run it too.
 */
async function bundle(entry: string, minify: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'kineticServiceWorker', fileName: () => 'sw.js' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output.flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`No service worker was built from ${entry}.`);
  return chunk.code;
}

/** Serves the service worker built from `entry` at `/sw.js`: bundled on request in dev, emitted at build. */
export function serviceWorker(entry: string): Plugin {
  return {
    name: 'kinetic-service-worker',
    configureServer(server) {
      server.middlewares.use(SERVICE_WORKER_PATH, (_request, response, next) => {
        bundle(entry, false).then((code) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_PATH.slice(1), source: await bundle(entry, true) });
    },
  };
}
