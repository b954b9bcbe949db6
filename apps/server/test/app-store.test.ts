/**
 * Screenshots uploaded to a submission (type from the bytes, size, count, ownership, only while pending)
 * and the public App Store: only published apps, filters, the pages rendered from the database with every
 * value escaped, an unknown slug's 404 page, the sitemap, and a withdrawn version gone from all of them.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { developers, emailOutbox } from '@app/db';
import { limits, validationMessages as m } from '@app/contracts';
import { staffCookie } from './admin-helpers.ts';
import {
  callApi,
  developerCookie,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
  validSubmission,
} from './developer-helpers.ts';
import { builtWebDist, entryScript } from './built-site.ts';
import { useTestApp } from './helpers.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2×2 JPEG. */
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#3366cc' } })
  .jpeg()
  .toBuffer();

/** A PNG chunk: length, type, data, CRC-32 over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of `width`×`height` 1-bit grey pixels, all black, and `idat` as its image data. */
function craftedPng(width: number, height: number, idat?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the row's bits
  const pixels = idat ?? deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const ctx = useTestApp(() => ({ webDist: builtWebDist() }));

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename = 'shot.png', type = 'image/png', field = 'screenshot') {
  const boundary = '----lumen-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

let devCookie: string;
let otherCookie: string;
let staff: string;
let appId: number;
let slug: string;
let developerId: number;
let applicationId: number;

beforeEach(async () => {
  staff = (await staffCookie(ctx)).cookie;
  const { developer, application } = await seedDeveloper(ctx.t.db, {
    email: 'maker@example.com',
    fullName: 'Mia Maker',
  });
  developerId = developer.id;
  applicationId = application.id;
  await ctx.t.db.update(developers).set({ company: 'Lens & <Co>' }).where(eq(developers.id, developer.id));
  devCookie = await developerCookie(ctx, developer.id);
  const other = await seedDeveloper(ctx.t.db, { email: 'other@example.com', fullName: 'Otto Other' });
  otherCookie = await developerCookie(ctx, other.developer.id);
  const app = await seedApp(ctx.t.db, developer.id, {
    name: 'Field <Guide>',
    slug: 'field-guide',
    description: 'Walk-through "instructions" on the glasses & more.',
    category: 'education',
    sdkType: 'both',
  });
  appId = app.id;
  slug = app.slug;
});

const submit = async (version = '1.1.0') => {
  const res = await send(ctx, 'POST', `/api/console/apps/${appId}/submissions`, devCookie, {
    ...validSubmission,
    version,
    releaseNotes: 'New <b>maps</b>.',
  });
  expect(res.statusCode).toBe(201);
  return res.json().submission.id as number;
};
const upload = (submissionId: number, body = multipart(PNG), cookie = devCookie, app = appId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/console/apps/${app}/submissions/${submissionId}/screenshots`,
    headers: { origin: 'http://localhost', cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
const review = async (id: number, status: string) => {
  const res = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff, { status });
  expect(res.statusCode).toBe(200);
};
const publish = async (id: number) => {
  await review(id, 'approved');
  await review(id, 'published');
};

describe('screenshot uploads', () => {
  it('keeps a PNG or JPEG, lists it in the console and serves it to its developer only', async () => {
    const id = await submit();
    const png = await upload(id);
    expect(png.statusCode).toBe(201);
    const shot = png.json().screenshot;
    expect(shot).toMatchObject({ contentType: 'image/png', byteSize: PNG.length });
    // The type comes from the bytes: a JPEG sent as "image/png" named .png is a JPEG.
    const jpeg = await upload(id, multipart(JPEG, 'photo.png', 'image/png'));
    expect(jpeg.json().screenshot.contentType).toBe('image/jpeg');

    const apps = await send(ctx, 'GET', '/api/console/apps', devCookie);
    expect(apps.json().apps[0].submissions[0].images.map((i: { id: number }) => i.id)).toEqual([
      shot.id,
      jpeg.json().screenshot.id,
    ]);

    const own = await send(ctx, 'GET', shot.url, devCookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await send(ctx, 'GET', shot.url, otherCookie)).statusCode).toBe(404);
    // Not on the store before the version is published.
    expect((await send(ctx, 'GET', `/app-store/screenshots/${shot.id}`, undefined)).statusCode).toBe(404);
  });

  it('refuses what is not an image, too big, too many, someone else’s app, or a decided submission', async () => {
    const id = await submit();
    const text = await upload(id, multipart(Buffer.from('<svg onload=alert(1)>'), 'x.png', 'image/png'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(m.screenshotType);

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(id, multipart(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(m.screenshotTooBig);

    const notMine = await upload(id, multipart(PNG), otherCookie);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('App not found');

    const noFile = await send(
      ctx,
      'POST',
      `/api/console/apps/${appId}/submissions/${id}/screenshots`,
      devCookie,
      {
        screenshot: 'x',
      },
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(m.screenshotMissing);

    // A body the multipart reader cannot read is the client's mistake: 400, not a server error.
    const noBoundary = await upload(id, { contentType: 'multipart/form-data', payload: PNG });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe('The form data could not be read.');
    const cut = await upload(id, {
      contentType: 'multipart/form-data; boundary=cut',
      payload: Buffer.from('--cut\r\nContent-Dispo'),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(m.screenshotMissing);

    for (let i = 0; i < 5; i += 1) expect((await upload(id)).statusCode).toBe(201);
    const sixth = await upload(id);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(m.tooManyScreenshotUploads);

    await review(id, 'approved');
    const locked = await upload(id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(m.screenshotsLocked);
  });

  it('checks the pixels, not only the first bytes: too many pixels, or data that does not decode, is refused', async () => {
    const id = await submit();
    const refused = async (bytes: Buffer, message: string) => {
      const res = await upload(id, multipart(bytes));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'validation_failed', errors: { screenshot: message } });
    };
    // A small file that decodes to 20000 × 20000 pixels (400 million: a decompression bomb).
    const bomb = craftedPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(limits.screenshotBytes);
    await refused(bomb, 'A screenshot can be at most 4096 × 4096 pixels.');
    await refused(craftedPng(limits.screenshotMaxPixels + 1, 1), m.screenshotTooManyPixels);
    // The header says 1 × 1, the image data is not an image's.
    await refused(craftedPng(1, 1, Buffer.from('not deflate data at all')), m.screenshotUnreadable);
    // Too few pixels for the size it declares.
    await refused(craftedPng(64, 64, deflateSync(Buffer.alloc(9 * 3))), m.screenshotUnreadable);
    // A JPEG's first bytes, and nothing of a JPEG after them.
    await refused(
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
      m.screenshotUnreadable,
    );
    // Truncated: a real JPEG cut short.
    await refused(JPEG.subarray(0, JPEG.length - 40), m.screenshotUnreadable);

    // The largest allowed size, and a crafted but honest PNG, are kept.
    expect((await upload(id, multipart(craftedPng(limits.screenshotMaxPixels, 2)))).statusCode).toBe(201);
    expect((await upload(id, multipart(craftedPng(16, 16)))).statusCode).toBe(201);
  });

  it('removes a screenshot while the submission is pending', async () => {
    const id = await submit();
    const shot = (await upload(id)).json().screenshot;
    const url = `/api/console/apps/${appId}/submissions/${id}/screenshots/${shot.id}`;
    expect((await send(ctx, 'DELETE', url, otherCookie)).statusCode).toBe(404);
    expect((await send(ctx, 'DELETE', url, devCookie)).statusCode).toBe(200);
    expect((await send(ctx, 'GET', shot.url, devCookie)).statusCode).toBe(404);
  });
});

describe('the public App Store', () => {
  it('lists only published apps, and a withdrawn version disappears from the list, its page, images and sitemap', async () => {
    // Another app in development, with a pending submission: never shown.
    const other = await seedApp(
      ctx.t.db,
      (await seedDeveloper(ctx.t.db, { email: 'x@example.com' })).developer.id,
      {
        name: 'Hidden Draft',
        slug: 'hidden-draft',
      },
    );
    await send(ctx, 'POST', `/api/console/apps/${other.id}/submissions`, devCookie, validSubmission);

    const id = await submit('2.0.0');
    const shot = (await upload(id)).json().screenshot;
    expect((await send(ctx, 'GET', '/api/app-store', undefined)).json().apps).toEqual([]);

    await publish(id);
    const listed = (await send(ctx, 'GET', '/api/app-store', undefined)).json().apps;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      slug,
      name: 'Field <Guide>',
      developer: 'Lens & <Co>',
      version: '2.0.0',
      category: 'education',
      sdkType: 'both',
    });
    const page = (await send(ctx, 'GET', `/api/app-store/${slug}`, undefined)).json().app;
    expect(page.releaseNotes).toBe('New <b>maps</b>.');
    expect(page.screenshots).toEqual([expect.objectContaining({ url: `/app-store/screenshots/${shot.id}` })]);
    const image = await send(ctx, 'GET', `/app-store/screenshots/${shot.id}`, undefined);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=300',
    });
    const sitemap = await send(ctx, 'GET', '/sitemap.xml', undefined);
    // The site's address is PUBLIC_URL's (the tests' http://localhost:5000), the build's stand-in replaced.
    expect(sitemap.body).toContain(`<loc>http://localhost:5000/app-store/${slug}</loc>`);
    expect(sitemap.body).toContain('<loc>http://localhost:5000/app-store</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:5000/</loc>');
    expect(sitemap.body).not.toContain('public-url.invalid');

    await review(id, 'withdrawn');
    expect((await send(ctx, 'GET', '/api/app-store', undefined)).json().apps).toEqual([]);
    expect((await send(ctx, 'GET', `/api/app-store/${slug}`, undefined)).statusCode).toBe(404);
    expect((await send(ctx, 'GET', `/app-store/${slug}`, undefined)).statusCode).toBe(404);
    expect((await send(ctx, 'GET', `/app-store/screenshots/${shot.id}`, undefined)).statusCode).toBe(404);
    expect((await send(ctx, 'GET', '/sitemap.xml', undefined)).body).not.toContain(`/app-store/${slug}<`);
    // Withdrawn is final for that submission.
    const again = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff, {
      status: 'published',
    });
    expect(again.statusCode).toBe(409);
  });

  it('filters by words, category and SDK type', async () => {
    await publish(await submit());
    const ids = async (query: string) =>
      (await send(ctx, 'GET', `/api/app-store${query}`, undefined))
        .json()
        .apps.map((a: { slug: string }) => a.slug);
    expect(await ids('?q=walk-through')).toEqual([slug]);
    expect(await ids('?q=lens')).toEqual([slug]); // the developer's company
    expect(await ids('?q=nothing-like-it')).toEqual([]);
    expect(await ids('?category=education')).toEqual([slug]);
    expect(await ids('?category=utility')).toEqual([]);
    // An app built for both SDKs matches either, and "both".
    expect(await ids('?sdk=cxr-m')).toEqual([slug]);
    expect(await ids('?sdk=both')).toEqual([slug]);
    // Unknown filter values are ignored, not an error: the page is a plain GET form.
    expect(await ids('?category=%3Cx%3E&sdk=nope')).toEqual([slug]);
  });

  it('renders complete pages with the site entry for the islands, every value escaped, and a 404 page for an unknown slug', async () => {
    await publish(await submit('3.1.0'));
    const list = await send(ctx, 'GET', '/app-store?q=field&category=education', undefined);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    // The content is complete HTML; the entry script stays for the islands (header menu, consent banner).
    expect(list.body).toMatch(entryScript);
    expect(list.body).toContain('<div id="root">');
    expect(list.body).toContain('1 app matches your search');
    expect(list.body).toContain(`href="/app-store/${slug}"`);
    expect(list.body).toContain('Field &lt;Guide&gt;');
    expect(list.body).toContain('by Lens &amp; &lt;Co&gt;');
    expect(list.body).toMatch(/<input [^>]*name="q" value="field"/);
    expect(list.body).toMatch(/<option value="education" selected="">/);

    const page = await send(ctx, 'GET', `/app-store/${slug}`, undefined);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Field &lt;Guide&gt; by Lens &amp; &lt;Co&gt; | Lumen</title>');
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:5000/app-store/${slug}" />`);
    expect(page.body).toContain(
      `<meta property="og:url" content="http://localhost:5000/app-store/${slug}" />`,
    );
    expect(page.body).toContain(
      '<meta name="description" content="Walk-through &quot;instructions&quot; on the glasses &amp; more." />',
    );
    expect(page.body).toMatch(/<h1[^>]*>Field &lt;Guide&gt;<\/h1>/);
    expect(page.body).toContain('New &lt;b&gt;maps&lt;/b&gt;.');
    expect(page.body).toMatch(/<h2[^>]*>Version history<\/h2>/);
    expect(page.body).toMatch(/<h3[^>]*>Version 3.1.0<\/h3>/);
    expect(page.body).toContain('Android phones and Lumen glasses (CXR-M and CXR-S)');
    expect(page.body).toMatch(entryScript);

    const missing = await send(ctx, 'GET', '/app-store/no-such-app', undefined);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('404 Page Not Found');
    expect((await send(ctx, 'GET', '/app-store/Bad%20Slug', undefined)).statusCode).toBe(404);
  });
});

describe('a suspended developer', () => {
  const setApplication = async (status: string) => {
    const res = await send(ctx, 'PUT', `/api/admin/developer-applications/${applicationId}/status`, staff, {
      status,
    });
    expect(res.statusCode).toBe(200);
  };
  /** What the public sees of the app: API list, search, API page, HTML pages, screenshot, sitemap. */
  const publicView = async (shotId: number) => {
    const get = (url: string) => send(ctx, 'GET', url, undefined);
    const listed = (await get('/api/app-store')).json().apps.map((a: { slug: string }) => a.slug);
    const searched = (await get('/api/app-store?q=walk-through')).json().apps.length;
    const htmlSearch = (await get('/app-store?q=field')).body.includes(`href="/app-store/${slug}"`);
    return {
      listed,
      searched,
      htmlSearch,
      apiPage: (await get(`/api/app-store/${slug}`)).statusCode,
      htmlPage: (await get(`/app-store/${slug}`)).statusCode,
      screenshot: (await get(`/app-store/screenshots/${shotId}`)).statusCode,
      sitemap: (await get('/sitemap.xml')).body.includes(`/app-store/${slug}<`),
    };
  };
  const onStore = () => ({
    listed: [slug],
    searched: 1,
    htmlSearch: true,
    apiPage: 200,
    htmlPage: 200,
    screenshot: 200,
    sitemap: true,
  });

  it('has their apps off the store, their keys answer "suspended" (403), and is told by mail, until approved again', async () => {
    const id = await submit();
    const shot = (await upload(id)).json().screenshot;
    await publish(id);
    const { secret } = await seedKey(ctx.t.db, developerId);
    expect(await publicView(shot.id)).toEqual(onStore());
    expect((await callApi(ctx, 'GET', '/api/v1/me', secret)).statusCode).toBe(200);

    for (const status of ['rejected', 'under_review']) {
      if (status === 'under_review') await setApplication('approved');
      await setApplication(status);
      expect(await publicView(shot.id)).toEqual({
        listed: [],
        searched: 0,
        htmlSearch: false,
        apiPage: 404,
        htmlPage: 404,
        screenshot: 404,
        sitemap: false,
      });
      const api = await callApi(ctx, 'GET', '/api/v1/apps', secret);
      expect(api.statusCode).toBe(403);
      expect(api.json()).toEqual({
        message: 'This developer account is suspended.',
        code: 'developer_suspended',
        requestId: api.headers['x-request-id'],
      });
    }
    // A wrong key still says so, with the code of any refused key.
    const wrong = await callApi(ctx, 'GET', '/api/v1/me', `${secret.slice(0, -4)}zzzz`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('unauthorized');

    const mails = await ctx.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'developer-suspended'));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: 'maker@example.com',
      subject: 'Your Lumen developer account has been suspended',
    });
    expect(mails[0]?.text).toContain('your apps are not listed in the App Store');
    expect(mails[0]?.text).toContain(
      'Your apps return to the App Store when your application is approved again.',
    );

    await setApplication('approved');
    expect(await publicView(shot.id)).toEqual(onStore());
    expect((await callApi(ctx, 'GET', '/api/v1/me', secret)).statusCode).toBe(200);
  });
});
