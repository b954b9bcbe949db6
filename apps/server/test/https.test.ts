/** HTTPS mode: TLS files, the https public URL, and the plain-HTTP listener that only redirects. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { httpsLocation, readTlsFiles, startHttpRedirect } from '../src/https.ts';

/** TLS on (the files are not read by loadConfig). */
const tls = { TLS_CERT: 'cert.pem', TLS_KEY: 'key.pem' };

describe('TLS configuration', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tls-'));
    writeFileSync(join(dir, 'key.pem'), 'KEY');
    writeFileSync(join(dir, 'cert.pem'), 'CERT');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the default public URL https', () => {
    const config = loadConfig({ TLS_CERT: 'cert.pem', TLS_KEY: 'key.pem', PORT: '8443' });
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('reads both PEM files, or nothing when TLS is off', () => {
    expect(readTlsFiles({})).toBeUndefined();
    const files = readTlsFiles({ TLS_KEY: join(dir, 'key.pem'), TLS_CERT: join(dir, 'cert.pem') });
    expect(files?.key.toString()).toBe('KEY');
    expect(files?.cert.toString()).toBe('CERT');
  });

  it('names the variable whose file cannot be read', () => {
    const missing = join(dir, 'missing.pem');
    expect(() => readTlsFiles({ TLS_KEY: missing, TLS_CERT: join(dir, 'cert.pem') })).toThrow(
      `TLS_KEY: cannot read ${missing}`,
    );
  });
});

describe('httpsLocation', () => {
  it('keeps the path and moves to the configured HTTPS origin (PUBLIC_URL, else HOST:PORT)', () => {
    const named = loadConfig({ ...tls, HOST: 'shop.example.test', PORT: '8443' });
    expect(httpsLocation(named, '/a/b?c=1')).toBe('https://shop.example.test:8443/a/b?c=1');
    const onDefaultPort = loadConfig({ ...tls, HOST: 'shop.example.test', PORT: '443' });
    expect(httpsLocation(onDefaultPort, '/')).toBe('https://shop.example.test/');
    const pub = loadConfig({ ...tls, PORT: '8443', PUBLIC_URL: 'https://www.example.test' });
    expect(httpsLocation(pub, '/x')).toBe('https://www.example.test/x');
  });

  it('never turns a path into another host', () => {
    const config = loadConfig({ ...tls, HOST: 'example.test', PORT: '443' });
    expect(httpsLocation(config, '//evil.test/x')).toBe('https://example.test//evil.test/x');
  });

  it('refuses a redirect port on every address without PUBLIC_URL: there is no name to send visitors to', () => {
    expect(() => loadConfig({ ...tls, HOST: '0.0.0.0', HTTP_REDIRECT_PORT: '8080' })).toThrow(
      'HTTP_REDIRECT_PORT: set PUBLIC_URL (the public https:// address) so the redirect knows where to send visitors; HOST=0.0.0.0 names no host',
    );
    expect(
      loadConfig({ ...tls, HOST: '0.0.0.0', HTTP_REDIRECT_PORT: '8080', PUBLIC_URL: 'https://a.test' })
        .publicUrl,
    ).toBe('https://a.test');
  });
});

describe('the HTTP redirect listener', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const config = loadConfig({ ...tls, HOST: 'shop.example.test', PORT: '8443' });
    server = await startHttpRedirect(config, { port: 0, host: '127.0.0.1' });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (method: string, headers: Record<string, string>) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path: '/contact?x=1', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers every method with a 308 to the same path on the configured host, whatever Host says', async () => {
    for (const method of ['GET', 'POST']) {
      for (const host of ['shop.example.test', 'evil.test']) {
        expect(await send(method, { host })).toEqual({
          status: 308,
          location: 'https://shop.example.test:8443/contact?x=1',
        });
      }
    }
  });
});
