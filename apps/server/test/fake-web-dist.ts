/** A stand-in for apps/web/dist in a temporary folder, for tests of the static-site plugin. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface FakeWebDist {
  dir: string;
  remove(): void;
}

/** Writes `files` (path under the folder → content); `routes` becomes routes.json. */
export function writeFakeWebDist(
  files: Record<string, string | Uint8Array>,
  routes: {
    prerendered: string[];
    client: string[];
    redirects: Record<string, string>;
  },
): FakeWebDist {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [path, content] of Object.entries({ ...files, 'routes.json': JSON.stringify(routes) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What every built site has besides its pages: the app shell, the 404 pages and a hashed script. */
export const builtSiteBasics = {
  '_shell.html': '<div id="root"></div>',
  '404.html': '<h1>404 Page Not Found</h1>',
  'zh/404.html': '<h1>404 页面未找到</h1>',
  'assets/app-abc123.js': 'console.log(1)',
};
