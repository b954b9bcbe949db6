import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

interface RouteManifest {
  prerendered: string[];
  client: string[];
  redirects: Record<string, string>;
}

const HTML_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';

/**
 * Serves the built web app: prerendered HTML per public route, the SPA shell for client-only routes,
 * hashed assets as immutable, HTML revalidated on every visit (ETag), and a real 404 status for unknown
 * pages. Unknown /api paths answer JSON.
 */
export function registerStaticSite(app: FastifyInstance, webDist: string | undefined) {
  const manifestPath = webDist ? join(webDist, 'routes.json') : undefined;
  const hasSite = Boolean(manifestPath && existsSync(manifestPath));

  if (hasSite && webDist) {
    const manifest = JSON.parse(readFileSync(manifestPath as string, 'utf8')) as RouteManifest;
    app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      redirect: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      setHeaders: (reply, filePath) => {
        const policy = filePath.endsWith('.html')
          ? HTML_CACHE
          : filePath.startsWith(join(webDist, 'assets'))
            ? IMMUTABLE
            : STATIC_CACHE;
        reply.header('Cache-Control', policy);
      },
    });

    const sendHtml = (reply: FastifyReply, file: string, status = 200) =>
      reply.status(status).type('text/html; charset=utf-8').sendFile(file);

    for (const path of manifest.prerendered) {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      app.get(path, (_req, reply) => sendHtml(reply, file));
    }
    for (const path of manifest.client) {
      app.get(path, (_req, reply) => sendHtml(reply, '_shell.html'));
    }
    for (const [from, to] of Object.entries(manifest.redirects)) {
      app.get(from, (_req, reply) => reply.redirect(to, 308));
    }

    app.setNotFoundHandler((request, reply) => {
      if (
        request.url.startsWith('/api/') ||
        request.url === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply.status(404).send({ message: 'Not found.' });
      }
      return sendHtml(reply, '404.html', 404);
    });
    return;
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));
}

/** apps/web/dist, found from the source tree or from the bundled server in apps/server/dist. */
export function defaultWebDist(): string | undefined {
  const candidates = [
    new URL('../../web/dist', import.meta.url),
    new URL('../../../web/dist', import.meta.url),
  ].map((u) => u.pathname);
  return candidates.find((dir) => existsSync(join(dir, 'routes.json')));
}
