import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '@app/contracts/api/common';

interface RouteManifest {
  prerendered: string[];
  client: string[];
  redirects: Record<string, string>;
}

const HTML_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';

/** An HTML page of the build, held in memory: its bytes as written, its precompressed copies, a strong ETag. */
interface HtmlPage {
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  etag: string;
}

function loadPage(webDist: string, file: string): HtmlPage {
  const path = join(webDist, file);
  const copy = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  const identity = readFileSync(path);
  // From the content, not the file's time: every instance of one build answers the same ETag.
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br: copy('.br'), gzip: copy('.gz'), etag };
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

/** Answers a page from memory: 304 for a current copy, else brotli, gzip or plain as the client accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status = 200) {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', HTML_CACHE)
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === page.etag)) {
    return reply.status(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (page.br && accepted.has('br')) return reply.header('Content-Encoding', 'br').send(page.br);
  if (page.gzip && accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
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

/**
 * Serves the built web app: prerendered HTML per public route, the SPA shell for client-only routes, a
 * permanent redirect from a page address with a trailing slash to the one without,
 * hashed assets as immutable, HTML revalidated on every visit (ETag), and a real 404 status for unknown
 * pages. Unknown /api paths answer JSON. The HTML pages (a few hundred KB with their compressed copies) are
 * read once at start and answered from memory: they are the most requested responses of the site.
 */
export function registerStaticSite(app: FastifyInstance, webDist: string | undefined) {
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
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      setHeaders: (reply, filePath) => {
        // The docs search index keeps its name from build to build: revalidated, like the pages it indexes.
        const policy =
          filePath.endsWith('.html') || filePath.endsWith('.json')
            ? HTML_CACHE
            : filePath.startsWith(join(webDist, 'assets'))
              ? IMMUTABLE
              : STATIC_CACHE;
        reply.header('Cache-Control', policy);
      },
    });

    const pages = new Map<string, HtmlPage>();
    const page = (file: string) => {
      let loaded = pages.get(file);
      if (!loaded) pages.set(file, (loaded = loadPage(webDist, file)));
      return loaded;
    };
    for (const path of manifest.prerendered) {
      const html = page(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
      app.get(path, (request, reply) => sendPage(request, reply, html));
    }
    const shell = page('_shell.html');
    for (const path of manifest.client) {
      app.get(path, (request, reply) => sendPage(request, reply, shell));
    }
    const notFound = page('404.html');
    for (const [from, to] of Object.entries(manifest.redirects)) {
      app.get(from, (_req, reply) => reply.redirect(to, 308));
    }

    app.setNotFoundHandler((request, reply) => {
      if (
        request.url.startsWith('/api/') ||
        request.url === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply.status(404).send({ message: 'Not found.', code: apiErrorCodes.notFound });
      }
      return sendPage(request, reply, notFound, 404);
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
