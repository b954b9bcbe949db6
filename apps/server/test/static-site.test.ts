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
    expect((await ctx.app.inject('/about/')).body).toContain('About us');
    expect((await ctx.app.inject('/')).body).toContain('Home page');
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
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});
