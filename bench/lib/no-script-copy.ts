/**
 * The baseline of the page audits: a copy of the built site whose prerendered pages are the same HTML and
 * CSS with every script and module preload removed (what the page would cost if it shipped no JavaScript).
 * Served by a second instance of the same production server, so headers, compression and the form tokens
 * it fills in are the same on both sides. The pages the server renders on each request (the App Store) come
 * from the same renderer on both sides, with the entry script: in the copy it is an empty module, so they
 * run no code either.
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
  const manifest = JSON.parse(readFileSync(join(target, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest['index.html']?.file;
  if (!entry) throw new Error('the Vite manifest has no index.html entry');
  writeCompressed(join(target, entry), Buffer.alloc(0));
  for (const relative of files) {
    const file = join(target, relative);
    writeCompressed(file, Buffer.from(withoutScripts(readFileSync(file, 'utf8'))));
  }
}

/** Writes `content` to `file` with the build's precompressed copies, so both sides travel the same way. */
function writeCompressed(file: string, content: Buffer): void {
  writeFileSync(file, content);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
