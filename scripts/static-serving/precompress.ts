import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of `outDir` worth compressing. */
export async function precompress(outDir: string) {
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
