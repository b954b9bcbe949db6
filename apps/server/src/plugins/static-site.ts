import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '@app/contracts/api/common';
import { docsSearchIndexPaths } from '@app/contracts/docs-search';
import { contextOf, withSiteOrigin } from '../lib/site-origin.ts';

interface RouteManifest {
  prerendered: string[];
  client: string[];
  redirects: Record<string, string>;
}

const HTML_CACHE = 'no-cache';
const HTML_TYPE = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';

interface Copies {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A text file of the build held in memory (the pages, robots.txt, the sitemap, the docs search index): its
 * bytes with the site's origin in place of the build's stand-in (decision 0054), a strong ETag of them, and
 * their brotli and gzip copies. The build's own copies hold the stand-in, so the copies are made here,
 * once: one file after another in the background from start (one libuv thread at a time, leaving the
 * others to the database driver and the file system), or at once for a file asked for before its turn.
 */
interface BuiltText {
  identity: Buffer;
  etag: string;
  type: string;
  cacheControl: string;
  /** The compressed copies, made at the first call. */
  copies: () => Promise<Copies>;
}

/** Below this a compressed copy saves too little to be worth sending (as the build's precompress.ts). */
const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The best brotli (as the build compresses) and gzip copies of `bytes`, in libuv's thread pool. */
async function compressedCopies(bytes: Buffer): Promise<Copies> {
  if (bytes.length < MIN_COMPRESSED_BYTES) return {};
  // One after the other: a file holds one thread at a time.
  const br = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return { br, gzip: await gzipped(bytes, { level: 9 }) };
}

function loadBuiltText(
  app: FastifyInstance,
  webDist: string,
  file: string,
  origin: string,
  headers: { type: string; cacheControl: string },
): BuiltText {
  const identity = Buffer.from(
    withSiteOrigin(readFileSync(join(webDist, file), 'utf8'), origin, contextOf(file)),
  );
  // From the content, not the file's time: every instance of one build and one origin answers the same ETag.
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  let made: Promise<Copies> | undefined;
  const copies = () =>
    (made ??= compressedCopies(identity).catch((error: unknown) => {
      app.log.error({ err: error, file }, 'compressing a built file failed: it is sent uncompressed');
      return {};
    }));
  return { identity, etag, copies, ...headers };
}

/** The codings an Accept-Encoding header accepts (names, without those given q=0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/** Answers a built file from memory: 304 for a current copy, else brotli, gzip or plain as the client accepts. */
async function sendBuilt(request: FastifyRequest, reply: FastifyReply, built: BuiltText, status = 200) {
  reply
    .status(status)
    .type(built.type)
    .header('Cache-Control', built.cacheControl)
    .header('ETag', built.etag)
    .header('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === built.etag)) {
    return reply.status(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br') || accepted.has('gzip')) {
    const { br, gzip } = await built.copies();
    if (br && accepted.has('br')) return reply.header('Content-Encoding', 'br').send(br);
    if (gzip && accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(gzip);
  }
  return reply.send(built.identity);
}

/** Makes the copies of `files` one after another, until done or the app closes. */
function compressInBackground(app: FastifyInstance, files: BuiltText[]): void {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  void (async () => {
    for (const file of files) {
      if (closing) return;
      await file.copies();
    }
  })();
}

/**
 * Where a page address with a trailing slash (`/about/`, `/about//?x=1`) belongs: the same path without it,
 * its query kept. Undefined for `/`, for an address without one, and for the API (a client posting to
 * `/api/x/` is answered as at `/api/x`). Leading slashes collapse to one, so `//host/` stays on this site.
 */
function withoutTrailingSlash(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === '/' || !path.endsWith('/') || path.startsWith('/api/')) return undefined;
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}${query}`;
}

/** The build's text files besides the pages that hold the site's address, each served from memory. */
const builtTexts = [
  { path: '/robots.txt', type: 'text/plain; charset=utf-8', cacheControl: STATIC_CACHE },
  { path: '/sitemap.xml', type: 'application/xml; charset=utf-8', cacheControl: HTML_CACHE },
  // The docs search indexes (one per language) keep their names from build to build: revalidated, like
  // the pages they index.
  ...Object.values(docsSearchIndexPaths).map((path) => ({
    path,
    type: 'application/json; charset=utf-8',
    cacheControl: HTML_CACHE,
  })),
];

/** Files answered from memory (with the origin in place), never from the folder as the build wrote them. */
const fromMemoryOnly = (pathName: string) =>
  /\.html(?:\.br|\.gz)?$/.test(pathName) ||
  builtTexts.some(({ path }) => pathName === path || pathName.startsWith(`${path}.`));

/**
 * Serves the built web app: prerendered HTML per public route, the SPA shell for client-only routes, a
 * permanent redirect from a page address with a trailing slash to the one without,
 * hashed assets as immutable, HTML revalidated on every visit (ETag), and a real 404 status for unknown
 * pages. Unknown /api paths answer JSON. The HTML pages (a few hundred KB with their compressed copies),
 * robots.txt, the sitemap and the docs search indexes are read once at start, `origin` (PUBLIC_URL's) put
 * in place of the build's stand-in, and answered from memory: they are the most requested responses of the
 * site. A GET /sitemap.xml route registered before this one (the App Store's) answers instead of the file.
 */
export function registerStaticSite(app: FastifyInstance, webDist: string | undefined, origin: string) {
  const manifestPath = webDist ? join(webDist, 'routes.json') : undefined;
  const hasSite = Boolean(manifestPath && existsSync(manifestPath));

  if (hasSite && webDist) {
    const manifest = JSON.parse(readFileSync(manifestPath as string, 'utf8')) as RouteManifest;
    // One address per page: the router also matches `/about/` (ignoreTrailingSlash, for the API), so a
    // page asked for with a trailing slash is sent to its address for good.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const target = withoutTrailingSlash(request.url);
      if (target !== undefined) return reply.redirect(target, 308);
    });
    app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      redirect: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/.vite') && !fromMemoryOnly(pathName),
      setHeaders: (reply, filePath) => {
        // JSON files (the build's route lists) keep their names from build to build: revalidated.
        const policy = filePath.endsWith('.json')
          ? HTML_CACHE
          : filePath.startsWith(join(webDist, 'assets'))
            ? IMMUTABLE
            : STATIC_CACHE;
        reply.header('Cache-Control', policy);
      },
    });

    const pages = new Map<string, BuiltText>();
    const page = (file: string) => {
      let loaded = pages.get(file);
      if (!loaded) {
        loaded = loadBuiltText(app, webDist, file, origin, { type: HTML_TYPE, cacheControl: HTML_CACHE });
        pages.set(file, loaded);
      }
      return loaded;
    };
    for (const path of manifest.prerendered) {
      const html = page(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
      app.get(path, (request, reply) => sendBuilt(request, reply, html));
    }
    const shell = page('_shell.html');
    for (const path of manifest.client) {
      app.get(path, (request, reply) => sendBuilt(request, reply, shell));
    }
    const notFound = page('404.html');
    // Unknown addresses of the Chinese edition (and an app not filed for mainland China) in Chinese.
    const notFoundZh = page('zh/404.html');
    for (const [from, to] of Object.entries(manifest.redirects)) {
      app.get(from, (_req, reply) => reply.redirect(to, 308));
    }
    const texts: BuiltText[] = [];
    for (const { path, ...headers } of builtTexts) {
      if (!existsSync(join(webDist, path)) || app.hasRoute({ method: 'GET', url: path })) continue;
      const built = loadBuiltText(app, webDist, path.slice(1), origin, headers);
      texts.push(built);
      app.get(path, (request, reply) => sendBuilt(request, reply, built));
    }
    compressInBackground(app, [...pages.values(), ...texts]);

    app.setNotFoundHandler((request, reply) => {
      if (
        request.url.startsWith('/api/') ||
        request.url === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply.status(404).send({ message: 'Not found.', code: apiErrorCodes.notFound });
      }
      const chinese =
        request.url === '/zh' || request.url.startsWith('/zh/') || request.url.startsWith('/zh?');
      return sendBuilt(request, reply, chinese ? notFoundZh : notFound, 404);
    });
    return;
  }

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: 'Not found.', code: apiErrorCodes.notFound }),
  );
}

/** apps/web/dist, found from the source tree or from the bundled server in apps/server/dist. */
export function defaultWebDist(): string | undefined {
  const candidates = [
    new URL('../../web/dist', import.meta.url),
    new URL('../../../web/dist', import.meta.url),
  ].map((u) => u.pathname);
  return candidates.find((dir) => existsSync(join(dir, 'routes.json')));
}
