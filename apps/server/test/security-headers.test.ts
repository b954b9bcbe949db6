/**
 * Security headers on every kind of response (prerendered page, hashed asset, API JSON, API error, 404 page,
 * redirect), HSTS only over HTTPS, and the `__Host-` session cookie over HTTPS in production.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import { ADMIN, cookieFrom, seedAdmin, sessionCookie, setCookieOf } from './admin-helpers.ts';
import { builtSiteBasics, writeFakeWebDist, type FakeWebDist } from './fake-web-dist.ts';

const expectedCsp =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "media-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

const expectedPermissions =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), ' +
  'gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
  'screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), ' +
  'autoplay=(self "https://www.youtube-nocookie.com"), encrypted-media=(self "https://www.youtube-nocookie.com"), ' +
  'fullscreen=(self "https://www.youtube-nocookie.com"), picture-in-picture=(self "https://www.youtube-nocookie.com")';

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers).toMatchObject({
    'content-security-policy': expectedCsp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': expectedPermissions,
  });
}

let dist: FakeWebDist;
let site: TestContext;
/** The same site behind a TLS-terminating proxy (TRUST_PROXY), in production. */
let proxied: TestContext;

beforeAll(async () => {
  dist = writeFakeWebDist(
    { 'index.html': '<h1>Home page</h1>', ...builtSiteBasics },
    { prerendered: ['/'], client: ['/admin'], redirects: { '/old': '/' } },
  );
  site = await createTestApp({ webDist: dist.dir });
  proxied = await createTestApp({
    webDist: dist.dir,
    config: testConfig({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' }),
  });
});
afterAll(async () => {
  await site.close();
  await proxied.close();
  dist.remove();
});

describe('security headers', () => {
  it.each([
    ['a prerendered page', '/', 200],
    ['the app shell', '/admin', 200],
    ['a hashed asset', '/assets/app-abc123.js', 200],
    ['API JSON', '/healthz', 200],
    ['an API error', '/api/admin/me', 401],
    ['an unknown API path', '/api/nothing-here', 404],
    ['the 404 page', '/no-such-page', 404],
    ['a redirect', '/old', 308],
  ])('are on %s (%s)', async (_kind, url, status) => {
    const res = await site.app.inject(url);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on a refused cross-site request (an error raised before any route runs)', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: 'sid=x', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expectSecurityHeaders(res);
  });

  it.each(['/api/partner-documents/%zz', '/about/%zz%3Cscript%3Ealert(1)%3C/script%3E'])(
    "are on Fastify's own 400 for a path that does not decode (%s), which does not echo the path",
    async (url) => {
      const res = await site.app.inject(url);
      expect(res.statusCode).toBe(400);
      expectSecurityHeaders(res);
      expect(res.json()).toEqual({ message: 'Bad request.', code: 'bad_request' });
      expect(res.body).not.toContain('%zz');
      expect(res.body).not.toMatch(/partner-documents|about|script/);
    },
  );

  it('add HSTS (one year, subdomains) only when the request arrived over HTTPS', async () => {
    const https = await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expectSecurityHeaders(https);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const asset = await proxied.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(asset.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject('/');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignore X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await site.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('session cookie name', () => {
  beforeEach(() => proxied.t.reset());
  const overHttps = { 'x-forwarded-proto': 'https', host: 'localhost', origin: 'https://localhost' };
  const me = (cookie: string, headers: Record<string, string> = overHttps) =>
    proxied.app.inject({ url: '/api/admin/me', headers: { ...headers, cookie } });

  it('is __Host-sid (Secure, Path=/, no Domain) over HTTPS in production', async () => {
    await seedAdmin(proxied.t.db);
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: overHttps,
      payload: ADMIN,
    });
    expect(res.statusCode).toBe(200);
    const setCookie = setCookieOf(res);
    expect(setCookie).toMatch(/^__Host-sid=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await me(cookieFrom(setCookie))).statusCode).toBe(200);

    const logout = await proxied.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...overHttps, cookie: cookieFrom(setCookie) },
    });
    expect(setCookieOf(logout)).toBe(
      '__Host-sid=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
    expect((await me(cookieFrom(setCookie))).statusCode).toBe(401);
  });

  it('over HTTPS, a plain sid cookie (planted by a subdomain or an HTTP page) is not a session', async () => {
    const admin = await seedAdmin(proxied.t.db);
    const plain = await sessionCookie(proxied, 'staff', admin.id);
    expect(plain).toMatch(/^sid=/);
    expect((await me(plain)).statusCode).toBe(401);
    expect((await me(`__Host-${plain}`)).statusCode).toBe(200);
  });

  it('is sid over plain HTTP, where __Host- cookies cannot exist', async () => {
    const admin = await seedAdmin(proxied.t.db);
    const plain = await sessionCookie(proxied, 'staff', admin.id);
    const http = { host: 'localhost' };
    expect((await me(plain, http)).statusCode).toBe(200);
    expect((await me(`__Host-${plain}`, http)).statusCode).toBe(401);
  });
});
