/** HTTPS mode: TLS files, the https public URL, and the plain-HTTP listener that only redirects. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { httpsLocation, readTlsFiles, startHttpRedirect } from '../src/https.ts';

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
  it('keeps the host and path and moves to the HTTPS port', () => {
    expect(httpsLocation({ PORT: 8443 }, 'example.test:8080', '/a/b?c=1')).toBe(
      'https://example.test:8443/a/b?c=1',
    );
    expect(httpsLocation({ PORT: 443 }, 'example.test', '/')).toBe('https://example.test/');
  });

  it('uses PUBLIC_URL when set, whatever the Host header says', () => {
    expect(httpsLocation({ PORT: 8443, PUBLIC_URL: 'https://www.example.test' }, 'evil.test', '/x')).toBe(
      'https://www.example.test/x',
    );
  });

  it('never turns a path into another host, and refuses a broken Host header', () => {
    expect(httpsLocation({ PORT: 443 }, 'example.test', '//evil.test/x')).toBe(
      'https://example.test//evil.test/x',
    );
    expect(httpsLocation({ PORT: 443 }, 'a b', '/')).toBeNull();
    expect(httpsLocation({ PORT: 443 }, undefined, '/')).toBeNull();
  });
});

describe('the HTTP redirect listener', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await startHttpRedirect({ PORT: 8443 }, { port: 0, host: '127.0.0.1' });
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

  it('answers every method with a 308 to the same path over HTTPS', async () => {
    for (const method of ['GET', 'POST']) {
      expect(await send(method, { host: 'shop.example.test' })).toEqual({
        status: 308,
        location: 'https://shop.example.test:8443/contact?x=1',
      });
    }
  });
});
