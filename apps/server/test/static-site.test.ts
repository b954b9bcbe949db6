import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOriginPlaceholder } from '@app/contracts/site';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import { builtSiteBasics, writeFakeWebDist, type FakeWebDist } from './fake-web-dist.ts';

let ctx: TestContext;
let dist: FakeWebDist;

/** The site's address in the tests (helpers.ts' PUBLIC_URL). */
const origin = 'http://localhost:5000';
/** A page as the build writes it: the stand-in where the site's address goes, long enough to compress. */
const aboutPage = `<link rel="canonical" href="${siteOriginPlaceholder}/about" /><h1>About us</h1><pre><code>curl ${siteOriginPlaceholder}/api/v1/me</code></pre>${'<p>Our story.</p>'.repeat(100)}`;
const aboutServed = aboutPage.replaceAll(siteOriginPlaceholder, origin);

beforeAll(async () => {
  dist = writeFakeWebDist(
    {
      'index.html': '<h1>Home page</h1>',
      'about/index.html': aboutPage,
      // The build's own copies hold the stand-in: never sent.
      'about/index.html.br': brotliCompressSync(aboutPage),
      'about/index.html.gz': gzipSync(aboutPage),
      ...builtSiteBasics,
      'robots.txt': `User-agent: *\n\nSitemap: ${siteOriginPlaceholder}/sitemap.xml\n`,
      'sitemap.xml': `<urlset><url><loc>${siteOriginPlaceholder}/about</loc></url></urlset>`,
      'docs-search-index.json': JSON.stringify({ sections: [{ text: `curl ${siteOriginPlaceholder}/api` }] }),
      'docs-search-index.zh-CN.json': JSON.stringify({
        sections: [{ text: `运行 curl ${siteOriginPlaceholder}/api` }],
      }),
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

  it("puts PUBLIC_URL's origin where the build wrote the stand-in: pages, robots.txt, sitemap, search index", async () => {
    expect((await ctx.app.inject('/about')).body).toBe(aboutServed);
    const robots = await ctx.app.inject('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const sitemap = await ctx.app.inject('/sitemap.xml');
    // (The App Store adds its pages to the build's sitemap.)
    expect(sitemap.body).toContain(`<url><loc>${origin}/about</loc></url>`);
    expect(sitemap.body).not.toContain(siteOriginPlaceholder);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const index = await ctx.app.inject('/docs-search-index.json');
    expect(index.json()).toEqual({ sections: [{ text: `curl ${origin}/api` }] });
    expect(index.headers['cache-control']).toBe('no-cache');
    // The Chinese edition's index (decision 0071) alike.
    const zhIndex = await ctx.app.inject('/docs-search-index.zh-CN.json');
    expect(zhIndex.json()).toEqual({ sections: [{ text: `运行 curl ${origin}/api` }] });
    expect(zhIndex.headers['cache-control']).toBe('no-cache');
    // The files as the build wrote them (stand-in included) are not served under other names either.
    for (const path of ['/about/index.html', '/about/index.html.br', '/robots.txt.gz', '/sitemap.xml.br']) {
      expect((await ctx.app.inject(path)).statusCode, path).toBe(404);
    }
  });

  it('serves the same build with another PUBLIC_URL at that address', async () => {
    const other = await createTestApp({
      webDist: dist.dir,
      config: testConfig({ PUBLIC_URL: 'https://www.example.test/' }),
    });
    try {
      const about = await other.app.inject('/about');
      expect(about.body).toContain('<link rel="canonical" href="https://www.example.test/about" />');
      expect(about.body).toContain('curl https://www.example.test/api/v1/me');
      const local = await ctx.app.inject('/about');
      // Another content, another ETag: a cached copy from one address is not taken for the other's.
      expect(about.headers.etag).not.toBe(local.headers.etag);
    } finally {
      await other.close();
    }
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
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(aboutServed);
    const gzip = await page({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(aboutServed);
    const plain = await page({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(aboutServed);
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
