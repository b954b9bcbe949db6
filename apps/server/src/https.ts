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
 * Where a plain-HTTP request to `hostHeader` + `path` belongs: PUBLIC_URL's origin when set (the public
 * name and port, whatever the listener's), otherwise the same host on the HTTPS port.
 */
export function httpsLocation(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  hostHeader: string | undefined,
  path: string,
): string | null {
  // Appended to an origin, so even `//elsewhere` stays a path on this host.
  const safePath = path.startsWith('/') ? path : '/';
  if (config.PUBLIC_URL) return `${new URL(config.PUBLIC_URL).origin}${safePath}`;
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader ?? ''}`).hostname;
  } catch {
    return null;
  }
  if (!hostname) return null;
  const port = config.PORT === 443 ? '' : `:${config.PORT}`;
  return `https://${hostname}${port}${safePath}`;
}

/** Starts the redirect listener; resolves once it listens (port 0 picks a free one: see `address()`). */
export function startHttpRedirect(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  listen: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    const location = httpsLocation(config, request.headers.host, request.url ?? '/');
    if (!location) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Host header.\n');
      return;
    }
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
