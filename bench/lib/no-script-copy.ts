/**
 * The baseline of the page audits: a copy of the built site whose prerendered pages are the same HTML and
 * CSS with every script and module preload removed (what the page would cost if it shipped no JavaScript).
 * Served by a second instance of the same production server, so headers, compression and the form tokens
 * it fills in are the same on both sides. The templates of the server-filled pages are stripped the same
 * way: the second server fills them from the same data, so it answers the first one's page without scripts.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

const isScriptOrPreload = (node: Node): boolean =>
  tree.isElementNode(node) &&
  (node.tagName === 'script' ||
    (node.tagName === 'link' &&
      node.attrs.some((a) => a.name === 'rel' && a.value.toLowerCase() === 'modulepreload')));

function removeScripts(node: Node): void {
  if (!('childNodes' in node)) return;
  for (const child of [...node.childNodes]) {
    if (isScriptOrPreload(child)) tree.detachNode(child);
    else removeScripts(child);
  }
}

/** The page without its scripts and module preloads (parse5 serializes as a browser would read it). */
export function withoutScripts(html: string): string {
  const document = parse(html);
  removeScripts(document);
  return serialize(document);
}

/** The file of a prerendered route, relative to the built site. */
export const htmlFile = (route: string) =>
  route === '/' ? 'index.html' : join(route.slice(1), 'index.html');

/** Copies `web` (a built site) to `target` with each of `files` (HTML, relative) stripped and recompressed. */
export function writeNoScriptCopy(web: string, target: string, files: string[]): void {
  cpSync(web, target, { recursive: true });
  for (const relative of files) {
    const file = join(target, relative);
    const stripped = Buffer.from(withoutScripts(readFileSync(file, 'utf8')));
    writeFileSync(file, stripped);
    // The same compression as the build's precompress step, so both sides travel the same way.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(stripped, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: stripped.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(stripped, { level: 9 }));
  }
}
