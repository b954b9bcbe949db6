/**
 * HTTPS served by the app itself: the PEM files named by TLS_KEY and TLS_CERT, and (with HTTP_REDIRECT_PORT)
 * a plain-HTTP listener whose only answer is a permanent redirect to the same path over HTTPS.
 * Behind a TLS-terminating proxy, leave these unset and use TRUST_PROXY instead.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Config } from './config.ts';

export interface TlsFiles {
  key: Buffer;
  cert: Buffer;
}

/** The key and certificate, or undefined when TLS is off; an unreadable file names its variable. */
export function readTlsFiles(config: Pick<Config, 'TLS_KEY' | 'TLS_CERT'>): TlsFiles | undefined {
  if (!config.TLS_KEY || !config.TLS_CERT) return undefined;
  const read = (variable: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (err) {
      throw new Error(`${variable}: cannot read ${path}: ${(err as Error).message}`, { cause: err });
    }
  };
  return { key: read('TLS_KEY', config.TLS_KEY), cert: read('TLS_CERT', config.TLS_CERT) };
}

/**
 * Where a plain-HTTP request for `path` belongs: the same path on the configured public origin (PUBLIC_URL,
 * else https://HOST:PORT; config.ts refuses a redirect port with neither a PUBLIC_URL nor a named HOST).
 * Never the request's Host header: anyone can send any, and a redirect must not lead elsewhere.
 */
export function httpsLocation(config: Pick<Config, 'publicUrl'>, path: string): string {
  // Appended to an origin, so even `//elsewhere` stays a path on this host.
  const safePath = path.startsWith('/') ? path : '/';
  return `${new URL(config.publicUrl).origin}${safePath}`;
}

/** Starts the redirect listener; resolves once it listens (port 0 picks a free one: see `address()`). */
export function startHttpRedirect(
  config: Pick<Config, 'publicUrl'>,
  listen: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    const location = httpsLocation(config, request.url ?? '/');
    // 308 keeps the method and body; nothing is served over plain HTTP.
    response.writeHead(308, { Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`Moved to ${location}\n`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
