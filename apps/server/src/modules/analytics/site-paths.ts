/**
 * The paths an analytics event may name: the site's own public pages, from the built site's route list
 * (`routes.json`: the prerendered pages and the server-rendered ones such as `/app-store/:slug`). Anything else
 * is refused, so no one can write text of their choice onto the Insights screen. An API-only server (no built
 * site) has no pages: it relies on the path syntax of the event's schema alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SitePathCheck = (path: string) => boolean;

/** The public paths of the built site; undefined without one. */
export function builtSitePaths(webDist: string | undefined): string[] | undefined {
  const manifest = webDist ? join(webDist, 'routes.json') : undefined;
  if (!manifest || !existsSync(manifest)) return undefined;
  const { prerendered = [], server = [] } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    prerendered?: string[];
    server?: string[];
  };
  return [...prerendered, ...server];
}

const segment = '[a-z0-9-]{1,120}';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A check that accepts exactly the given paths (`:name` matches one slug segment); all without a list. */
export function sitePathCheck(paths: readonly string[] | undefined): SitePathCheck {
  if (!paths) return () => true;
  const exact = new Set(paths.filter((p) => !p.includes(':')));
  const patterns = paths
    .filter((p) => p.includes(':'))
    .map(
      (p) =>
        new RegExp(
          `^${p
            .split('/')
            .map((part) => (part.startsWith(':') ? segment : escape(part)))
            .join('/')}$`,
        ),
    );
  return (path) => exact.has(path) || patterns.some((pattern) => pattern.test(path));
}
