import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { builtSiteBasics, writeFakeWebDist, type FakeWebDist } from './fake-web-dist.ts';

let ctx: TestContext;
let dist: FakeWebDist;

beforeAll(async () => {
  dist = writeFakeWebDist(
    {
      'index.html': '<h1>Home page</h1>',
      'about/index.html': '<h1>About us</h1>',
      'about/index.html.br': brotliCompressSync('<h1>About us</h1>'),
      'about/index.html.gz': gzipSync('<h1>About us</h1>'),
      ...builtSiteBasics,
      'robots.txt': 'User-agent: *',
      '.vite/manifest.json': '{}',
    },
    { prerendered: ['/', '/about'], client: ['/admin'], redirects: { '/old': '/about' } },
  );
  ctx = await createTestApp({ webDist: dist.dir });
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

describe('serving the built site', () => {
  it('serves prerendered pages, revalidated on each visit', async () => {
    const res = await ctx.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toContain('About us');
    expect((await ctx.app.inject('/')).body).toContain('Home page');
  });

  it('sends a page address with a trailing slash, for good, to the one without, query kept', async () => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/about/?utm_source=news&x=%2F', '/about?utm_source=news&x=%2F'],
      ['/about//', '/about'],
      ['/admin/', '/admin'],
      ['/no-such-page/', '/no-such-page'],
      // Never to another host: a protocol-relative target would leave the site.
      ['//evil.example/', '/evil.example'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await ctx.app.inject({ method, url: from });
        expect(res.statusCode, `${method} ${from}`).toBe(308);
        expect(res.headers.location).toBe(to);
      }
    }
    const home = await ctx.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect((await ctx.app.inject('/?utm_source=news')).statusCode).toBe(200);
    expect((await ctx.app.inject('/about?x=1')).statusCode).toBe(200);
    // The API answers where it is asked (a POST keeps its body), as before.
    expect((await ctx.app.inject('/api/no-such-thing/')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/about/' })).statusCode).toBe(404);
  });

  it('answers a page in the coding the client accepts, and 304 for a current copy', async () => {
    const page = (headers: Record<string, string>) => ctx.app.inject({ url: '/about', headers });
    const br = await page({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('<h1>About us</h1>');
    const gzip = await page({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('<h1>About us</h1>');
    const plain = await page({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<h1>About us</h1>');
    // One ETag for every coding of the same page (from its content), and a 304 with it.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(1);
    const again = await page({ 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await page({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await ctx.app.inject('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the app shell for client-only routes', async () => {
    const res = await ctx.app.inject('/admin');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
  });

  it('redirects moved paths permanently', async () => {
    const res = await ctx.app.inject('/old');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/about');
  });

  it('answers unknown pages with the not-found page and a 404 status', async () => {
    const res = await ctx.app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('404 Page Not Found');
  });

  it('keeps build internals private and unknown API paths JSON', async () => {
    expect((await ctx.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
    const api = await ctx.app.inject('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });
});
