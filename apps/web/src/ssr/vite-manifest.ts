/**
 * Reading Vite's build manifest (`dist/.vite/manifest.json`): the prerenderer uses it to link each page's
 * entry script and stylesheets, `bench/bundles.ts` to add up what a page loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where the prerenderer records each prerendered route's page module (a manifest key). */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** Manifest key of the chunk written to `file` (e.g. `assets/home-page-x1.js`). */
export function keyForFile(manifest: Manifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.file === file);
}
