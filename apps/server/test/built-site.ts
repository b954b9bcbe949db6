/**
 * The built web app (apps/web/dist, and the server entry beside it in dist-ssr): what tests of the pages
 * the server renders with the site's React components need. `npm run build` first; a missing build is a
 * failure, not a skip.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEntryFile } from '@app/contracts/server-pages';

export function builtWebDist(): string {
  const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  for (const file of ['routes.json', serverEntryFile]) {
    if (!existsSync(join(dist, file)))
      throw new Error(`${join(dist, file)} is missing: run "npm run build" before this test`);
  }
  return dist;
}

/** The site's entry script as the built pages load it. */
export const entryScript = /<script type="module" src="\/assets\/index-[\w-]+\.js"><\/script>/;
