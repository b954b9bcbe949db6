/**
 * The MDN HTTP Observatory grades the real server at A+: the built site served over HTTPS on 127.0.0.1 with
 * a self-signed certificate (trusted by the scanner through NODE_EXTRA_CA_CERTS), plus the plain-HTTP
 * listener that redirects to it. The scanner runs offline: its only data file, the HSTS preload list, is
 * written empty here (nothing local is preloaded), and its public-suffix list ships inside `tldts`.
 * Needs `npm run build` first (apps/web/dist); a missing build is a failure, not a skip.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpRedirect } from '../src/https.ts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import { ADMIN, seedAdmin } from './admin-helpers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const webDist = join(root, 'apps/web/dist');
const scanScript = fileURLToPath(new URL('./observatory/scan.mjs', import.meta.url));
const host = '127.0.0.1';

interface ScanReport {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
  redirection: { result: string; pass: boolean; route: string[] };
}

/** The scanner reads conf/hsts-preload.json, which its (disabled) install script would have downloaded. */
function ensureHstsPreloadList() {
  const pkg = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory'));
  const file = join(pkg, '..', 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
}

function selfSignedCertificate(dir: string) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${host}`,
    '-addext', `subjectAltName=IP:${host}`,
  ], { stdio: 'ignore' }); // prettier-ignore
  return { keyPath: key, certPath: cert, key: readFileSync(key), cert: readFileSync(cert) };
}

function runScanner(httpsPort: number, httpPort: number, caFile: string): Promise<ScanReport> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [scanScript, host, String(httpsPort), String(httpPort)],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, timeout: 90_000 },
      (err, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as ScanReport);
        } catch {
          reject(new Error(`scanner failed: ${err?.message ?? ''}\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}

/** One request over real TLS, trusting only the test certificate. */
function fetchTls(
  port: number,
  ca: Buffer,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host,
        port,
        ca,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: options.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

let dir: string;
let tls: ReturnType<typeof selfSignedCertificate>;
let ctx: TestContext;
let redirect: Server;
let httpsPort: number;
let httpPort: number;

beforeAll(async () => {
  if (!existsSync(join(webDist, 'routes.json'))) {
    throw new Error(`${webDist} is missing or incomplete: run "npm run build" before this test`);
  }
  ensureHstsPreloadList();
  dir = mkdtempSync(join(tmpdir(), 'observatory-'));
  tls = selfSignedCertificate(dir);
  ctx = await createTestApp({
    webDist,
    tls: { key: tls.key, cert: tls.cert },
    config: testConfig({ NODE_ENV: 'production', HOST: host, PUBLIC_URL: `https://${host}` }),
  });
  await ctx.app.listen({ port: 0, host });
  httpsPort = (ctx.app.server.address() as AddressInfo).port;
  redirect = await startHttpRedirect({ publicUrl: `https://${host}:${httpsPort}` }, { port: 0, host });
  httpPort = (redirect.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => redirect?.close(resolve));
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('MDN HTTP Observatory', () => {
  it('grades the site A+ (score 100 or more) over HTTPS, and HTTP redirects to HTTPS', async () => {
    const report = await runScanner(httpsPort, httpPort, tls.certPath);
    expect(report.error).toBeUndefined();
    const lines = Object.entries(report.tests).map(
      ([name, t]) => `  ${t.pass ? 'pass' : 'FAIL'} ${name}: ${t.result} (${t.scoreModifier})`,
    );
    console.log(
      [
        `Observatory: grade ${report.scan.grade}, score ${report.scan.score}, ` +
          `${report.scan.testsPassed}/${report.scan.testsQuantity} tests passed`,
        ...lines,
        `  redirect listener: ${report.redirection.result} via ${report.redirection.route.join(' -> ')}`,
      ].join('\n'),
    );
    expect(Object.entries(report.tests).filter(([, t]) => !t.pass)).toEqual([]);
    expect(report.scan.grade).toBe('A+');
    expect(report.scan.score).toBeGreaterThanOrEqual(100);
    expect(report.redirection).toEqual({
      result: 'redirection-to-https',
      pass: true,
      route: [`http://${host}:${httpPort}/`, `https://${host}:${httpsPort}/`],
    });
  });
});

describe('the built pages', () => {
  it("carry no inline script, which the policy (script-src 'self') would refuse", () => {
    const htmlFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? htmlFiles(join(dir, entry.name))
          : entry.name.endsWith('.html')
            ? [join(dir, entry.name)]
            : [],
      );
    const files = htmlFiles(webDist);
    expect(files.length).toBeGreaterThan(10);
    const inline = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1] ?? '')
        // Data blocks (JSON-LD) are never executed, so the policy does not apply to them.
        .filter((attrs) => !/\ssrc=/.test(attrs) && !/type="application\/(?:ld\+)?json"/.test(attrs))
        .map((attrs) => `${relative(webDist, file)}: <script${attrs}>`),
    );
    expect(inline).toEqual([]);
  });
});

describe('serving HTTPS directly (TLS_CERT, TLS_KEY)', () => {
  it('sends HSTS and the security headers on a page over TLS', async () => {
    const res = await fetchTls(httpsPort, tls.cert, { path: '/' });
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
  });

  it('signs staff in with a __Host-sid Secure cookie', async () => {
    await seedAdmin(ctx.t.db);
    const res = await fetchTls(httpsPort, tls.cert, {
      method: 'POST',
      path: '/api/admin/login',
      headers: { 'content-type': 'application/json', origin: `https://${host}:${httpsPort}` },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^__Host-sid=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
