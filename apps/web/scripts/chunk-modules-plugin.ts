import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** `.vite/chunk-modules.json`: for each client chunk, the source modules in it and their rendered bytes. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Records which source modules each client chunk holds, so `bench/bundles.ts` can check that no admin,
 * partner-portal or console module ships in what a public page loads (the Vite manifest only knows chunks).
 * Not served: the server never serves `/.vite`.
 */
export function chunkModulesPlugin(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const report: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, mod]) => [moduleName(root, id), mod.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(report, null, 1) });
    },
  };
}

/** `src/…` for app modules, `node_modules/<package>/…` for dependencies, `packages/…` for workspace code. */
function moduleName(root: string, id: string): string {
  const path = id.replace(/^\0/, '').split('?')[0] ?? id;
  const inDeps = path.lastIndexOf('/node_modules/');
  if (inDeps >= 0) return path.slice(inDeps + 1);
  const rel = relative(root, path);
  return rel.startsWith('../../') ? rel.slice('../../'.length) : rel;
}
