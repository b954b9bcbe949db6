import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(?:html|js|css|svg|json|xml|txt|webmanifest)$/;
/** Below this the compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the built site; the server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so pages and assets travel compressed
 * without compressing on each request.
 */
export function precompress(dist: string): number {
  let count = 0;
  for (const file of filesUnder(dist)) {
    if (!TEXT_FILE.test(file) || file.includes('/.vite/')) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
