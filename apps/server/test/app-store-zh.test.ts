/**
 * The App Store's Chinese edition as pages (decision 0067): /zh/app-store lists the apps filed for mainland
 * China only, a filed app's Chinese page shows its app filing number (APP备案号), an unfiled app has no
 * Chinese page (a 404) and its English page offers no link to one; hreflang alternates and the sitemap
 * follow the same rule; the report form posted without JavaScript to the Chinese page answers in Chinese.
 * Rendered with the built site (`npm run build` first).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appReportMessagesZh } from '@app/contracts/forms/app-report-zh';
import { appReports } from '@app/db';
import { staffCookie } from './admin-helpers.ts';
import { developerCookie, seedApp, seedDeveloper, send, validSubmission } from './developer-helpers.ts';
import { builtWebDist } from './built-site.ts';
import { controlOf, textById } from './html-reading.ts';
import { testConfig, useTestApp } from './helpers.ts';

const ctx = useTestApp(() => ({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  webDist: builtWebDist(),
}));

const FILING = '京ICP备2023012345号-1A';
const ORIGIN = 'http://localhost:5000';

let filed: { slug: string };
let unfiled: { slug: string };
let developerSlug: string;

/** Publishes a version of a new app of the developer, with `extra` declared (the filing). */
async function publishedApp(
  staff: string,
  developerId: number,
  name: string,
  extra: Record<string, unknown>,
) {
  const cookie = await developerCookie(ctx, developerId);
  const app = await seedApp(ctx.t.db, developerId, { name });
  const res = await send(ctx, 'POST', `/api/console/apps/${app.id}/submissions`, cookie, {
    ...validSubmission,
    version: '1.2.0',
    releaseNotes: 'Faster start-up.',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().submission as { id: number };
  for (const status of ['approved', 'published']) {
    const reviewed = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff, { status });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  }
  return app;
}

beforeEach(async () => {
  const { developer } = await seedDeveloper(ctx.t.db, { email: 'wei@example.com', fullName: 'Wei Zhang' });
  const staff = (await staffCookie(ctx)).cookie;
  filed = await publishedApp(staff, developer.id, 'Metro Map', {
    mainlandChina: true,
    appFilingNumber: FILING,
  });
  unfiled = await publishedApp(staff, developer.id, 'Tide Tables', {});
  developerSlug = `developer-${developer.id}`;
});

const get = (url: string) => send(ctx, 'GET', url, undefined);
/** The `hreflang` alternates of a page's head. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
const bothEditions = (path: string) => [
  ['en', `${ORIGIN}${path}`],
  ['zh-CN', `${ORIGIN}/zh${path}`],
  ['x-default', `${ORIGIN}${path}`],
];

describe("the Chinese edition's store pages", () => {
  it('lists the filed apps only, in Chinese, with links within the Chinese store and hreflang both ways', async () => {
    const list = await get('/zh/app-store');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<html lang="zh-CN">');
    expect(list.body).toContain('<title>应用商店 | Lumen</title>');
    expect(list.body).toContain('1 个应用');
    expect(list.body).toContain(`href="/zh/app-store/${filed.slug}"`);
    expect(list.body).not.toContain(unfiled.slug);
    // The search form stays in the Chinese store; the option values stay the spec's, their labels Chinese.
    expect(list.body).toMatch(/<form role="search"[^>]* action="\/zh\/app-store" method="get">/);
    expect(list.body).toContain('<option value="navigation">导航</option>');
    expect(alternates(list.body)).toEqual(bothEditions('/app-store'));
    // A search the Chinese store cannot answer with an unfiled app.
    expect((await get('/zh/app-store?q=tide')).body).toContain('没有符合搜索条件的应用');
    // The English list has its CN link and its alternates too.
    const english = await get('/app-store');
    expect(english.body).toContain('href="/zh/app-store"');
    expect(alternates(english.body)).toEqual(bothEditions('/app-store'));
  });

  it("shows a filed app's page in Chinese with its app filing number, linked both ways with its English page", async () => {
    const page = await get(`/zh/app-store/${filed.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toMatch(/<dt[^>]*>APP 备案号<\/dt><dd[^>]*><a [^>]*>京ICP备2023012345号-1A<\/a>/);
    expect(page.body).toMatch(/<h2[^>]*>版本历史<\/h2>/);
    // The app's own words stay as its developer wrote them.
    expect(page.body).toContain('Faster start-up.');
    expect(page.body).toContain(`href="/zh/app-store/developers/${developerSlug}"`);
    expect(page.body).toContain(`href="/app-store/${filed.slug}" hrefLang="en"`);
    expect(alternates(page.body)).toEqual(bothEditions(`/app-store/${filed.slug}`));

    const english = await get(`/app-store/${filed.slug}`);
    expect(english.body).toContain(`href="/zh/app-store/${filed.slug}" hrefLang="zh-CN"`);
    expect(english.body).not.toContain('APP 备案号');
    expect(alternates(english.body)).toEqual(bothEditions(`/app-store/${filed.slug}`));
  });

  it('has no Chinese page for an unfiled app, and its English page offers none', async () => {
    const missing = await get(`/zh/app-store/${unfiled.slug}`);
    expect(missing.statusCode).toBe(404);
    // The Chinese edition's not-found page.
    expect(missing.body).toContain('<html lang="zh-CN"');
    expect(missing.body).toContain('404 页面未找到');
    const unknown = await get('/zh/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('404 页面未找到');
    expect((await get('/no-such-page')).body).toContain('404 Page Not Found');
    const english = await get(`/app-store/${unfiled.slug}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).not.toContain('/zh/');
    expect(english.body).not.toContain('hreflang=');
  });

  it("lists a developer's filed apps on their Chinese page", async () => {
    const page = await get(`/zh/app-store/developers/${developerSlug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/zh/app-store/${filed.slug}"`);
    expect(page.body).not.toContain(unfiled.slug);
    expect(page.body).toContain('应用商店中已上架 1 个应用');
    expect(alternates(page.body)).toEqual(bothEditions(`/app-store/developers/${developerSlug}`));
  });

  it('puts the Chinese twins of the filed apps in the sitemap, with their alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/zh/app-store</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/zh/app-store/${filed.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/zh/app-store/developers/${developerSlug}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/app-store/${unfiled.slug}</loc>`);
    expect(sitemap).not.toContain(`/zh/app-store/${unfiled.slug}`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/zh/app-store/${filed.slug}"/>`,
    );
  });
});

/** The report form as a browser posts it without JavaScript, from the Chinese app page. */
function postReport(app: FastifyInstance, slug: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/zh/app-store/${slug}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:5000',
      origin: ORIGIN,
      referer: `${ORIGIN}/zh/app-store/${slug}`,
    },
    payload: new URLSearchParams({ app: slug, _hp: '', ...fields }).toString(),
  });
}

describe("the Chinese app page's report form without JavaScript", () => {
  it('answers a refused post on the Chinese page with Chinese errors, and an accepted one back there', async () => {
    const refused = await postReport(ctx.app, filed.slug, { reason: '', details: 'short', email: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('<html lang="zh-CN">');
    expect(refused.body).toMatch(/<h2 id="form-problem-title"[^>]*>请检查标出的字段。<\/h2>/);
    const describedBy = (name: string) =>
      textById(refused.body, controlOf(refused.body, name)['aria-describedby'] ?? '');
    expect(describedBy('reason')).toContain(appReportMessagesZh.reasonRequired);
    expect(describedBy('details')).toContain(appReportMessagesZh.detailsRequired);
    expect(controlOf(refused.body, 'details')).toMatchObject({ 'aria-invalid': 'true' });

    const sent = await postReport(ctx.app, filed.slug, {
      reason: 'broken',
      details: '每次启动后都会立即崩溃，无法使用。',
      email: '',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/zh/app-store/${filed.slug}?reported=1#app-report`);
    expect((await get(`/zh/app-store/${filed.slug}?reported=1`)).body).toContain(
      '谢谢。我们的审核团队会查看你的举报。',
    );
    const [stored] = await ctx.t.db.select().from(appReports);
    expect(stored).toMatchObject({ reason: 'broken', details: '每次启动后都会立即崩溃，无法使用。' });

    // An unfiled app has no Chinese page to answer on: the refusal is the messages as plain text.
    const unfiledPost = await postReport(ctx.app, unfiled.slug, { reason: '', details: '' });
    expect(unfiledPost.statusCode).toBe(422);
    expect(unfiledPost.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
