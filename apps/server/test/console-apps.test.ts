/** My Apps: create (validated, unique slug, defaults), edit, delete, submit for review from the console. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys, apps, appSubmissions, auditLog } from '@app/db';
import { slugify } from '../src/modules/app-submissions/slug.ts';
import {
  developerCookie,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
  validSubmission,
} from './developer-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cookie: string;
let developerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.t.reset();
  const { developer } = await seedDeveloper(ctx.t.db);
  developerId = developer.id;
  cookie = await developerCookie(ctx, developer.id);
});

const newApp = {
  name: 'Field Guide',
  description: 'Walks you through repairs.',
  sdkType: 'cxr-m',
  category: 'navigation',
};
const create = (body: unknown = newApp, as = cookie) => send(ctx, 'POST', '/api/console/apps', as, body);

describe('create', () => {
  it('validates with newAppSchema and answers field messages', async () => {
    const res = await create({ name: ' ', sdkType: 'cxr-x', category: 'games' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'App name is required',
      sdkType: 'Please select an SDK type',
      category: 'Please select a category',
    });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/apps',
      headers: { origin: 'http://localhost', cookie, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(415);
  });

  it('creates with version 1.0.0, status development, visibility private; audited', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    expect(res.json().app).toMatchObject({
      name: 'Field Guide',
      slug: 'field-guide',
      description: 'Walks you through repairs.',
      sdkType: 'cxr-m',
      category: 'navigation',
      version: '1.0.0',
      status: 'development',
      visibility: 'private',
      submissions: [],
    });
    const [row] = await ctx.t.db.select().from(apps);
    expect(row!.developerId).toBe(developerId);
    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'app.created'));
    expect(audit).toMatchObject({ actorKind: 'developer', actorId: developerId, entityId: String(row!.id) });
  });

  it('gives names with the same slug distinct slugs (-2, -3…), also across developers', async () => {
    const slugs = [];
    for (const name of ['Field Guide', 'Field Guide!', 'Field-Guide']) {
      slugs.push((await create({ ...newApp, name })).json().app.slug);
    }
    const other = await seedDeveloper(ctx.t.db);
    slugs.push((await create(newApp, await developerCookie(ctx, other.developer.id))).json().app.slug);
    expect(slugs).toEqual(['field-guide', 'field-guide-2', 'field-guide-3', 'field-guide-4']);
  });

  it("refuses a second app of the developer's with the same name (any letter case), also on rename", async () => {
    const taken = { message: 'You already have an app with this name.', code: 'conflict' };
    expect((await create()).statusCode).toBe(201);
    const again = await create({ ...newApp, name: ' field guide ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ...taken, errors: { name: taken.message } });
    const other = (await create({ ...newApp, name: 'Other' })).json().app;
    const rename = await send(ctx, 'PATCH', `/api/console/apps/${other.id}`, cookie, { name: 'FIELD GUIDE' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ ...taken, errors: { name: taken.message } });
    const same = await send(ctx, 'PATCH', `/api/console/apps/${other.id}`, cookie, { name: 'other' });
    expect(same.statusCode).toBe(200);
    const concurrent = await Promise.all([1, 2, 3].map(() => create({ ...newApp, name: 'Twin' })));
    expect(concurrent.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await ctx.t.db.select().from(apps)).map((a) => a.name).sort()).toEqual([
      'Field Guide',
      'Twin',
      'other',
    ]);
  });

  it('keeps slugs unique under concurrent creation', async () => {
    const names = ['Race', 'Race!', 'Race?', 'Race.', 'Race!!', 'Race…'];
    const results = await Promise.all(names.map((name) => create({ ...newApp, name })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const slugs = results.map((r) => r.json().app.slug as string);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs.every((s) => /^race(-\d+)?$/.test(s))).toBe(true);
  });

  it('slugifies names', () => {
    expect(slugify('  Ünïcode  Café — AR!! ')).toBe('unicode-cafe-ar');
    expect(slugify('!!!')).toBe('app');
    expect(slugify('x'.repeat(100))).toHaveLength(60);
  });
});

describe('list, edit, delete', () => {
  it('lists own apps newest first with their submissions', async () => {
    const first = (await create({ ...newApp, name: 'First' })).json().app;
    await create({ ...newApp, name: 'Second' });
    await send(ctx, 'POST', `/api/console/apps/${first.id}/submissions`, cookie, validSubmission);
    const res = await send(ctx, 'GET', '/api/console/apps', cookie);
    const list = res.json().apps;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Second', 'First']);
    expect(list[1].submissions).toHaveLength(1);
    expect(list[1].submissions[0]).toMatchObject({ version: '1.1.0', status: 'pending' });
  });

  it('edits any subset of fields, keeping the slug', async () => {
    const app = (await create()).json().app;
    const res = await send(ctx, 'PATCH', `/api/console/apps/${app.id}`, cookie, {
      name: 'Field Guide Pro',
      category: 'productivity',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().app).toMatchObject({
      name: 'Field Guide Pro',
      category: 'productivity',
      slug: 'field-guide',
    });
    const bad = await send(ctx, 'PATCH', `/api/console/apps/${app.id}`, cookie, { sdkType: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect((await send(ctx, 'PATCH', '/api/console/apps/999999', cookie, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send(ctx, 'PATCH', '/api/console/apps/abc', cookie, { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes an app with its submissions and deactivates keys tied to it', async () => {
    const app = await seedApp(ctx.t.db, developerId);
    const tied = await seedKey(ctx.t.db, developerId, { appId: app.id });
    const free = await seedKey(ctx.t.db, developerId);
    await send(ctx, 'POST', `/api/console/apps/${app.id}/submissions`, cookie, validSubmission);
    const res = await send(ctx, 'DELETE', `/api/console/apps/${app.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(apps)).toHaveLength(0);
    expect(await ctx.t.db.select().from(appSubmissions)).toHaveLength(0);
    const [tiedAfter] = await ctx.t.db.select().from(apiKeys).where(eq(apiKeys.id, tied.row.id));
    expect(tiedAfter).toMatchObject({ isActive: false, appId: null });
    const [freeAfter] = await ctx.t.db.select().from(apiKeys).where(eq(apiKeys.id, free.row.id));
    expect(freeAfter!.isActive).toBe(true);
    expect((await send(ctx, 'DELETE', `/api/console/apps/${app.id}`, cookie)).statusCode).toBe(404);
  });
});

describe('submit for review from the console', () => {
  it('validates with appSubmissionSchema, files one pending submission at a time', async () => {
    const app = await seedApp(ctx.t.db, developerId);
    const url = `/api/console/apps/${app.id}/submissions`;
    const bad = await send(ctx, 'POST', url, cookie, {
      version: 'v1',
      downloadUrl: 'http://insecure.example.com/a.apk',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      version: 'Use a version like 1.2.0',
      downloadUrl: 'Please enter an https:// URL',
    });
    const ok = await send(ctx, 'POST', url, cookie, validSubmission);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().submission).toMatchObject({ ...validSubmission, status: 'pending', reviewNotes: null });
    const again = await send(ctx, 'POST', url, cookie, { ...validSubmission, version: '1.2.0' });
    expect(again.statusCode).toBe(409);
    const history = await send(ctx, 'GET', url, cookie);
    expect(history.json().submissions).toHaveLength(1);
  });

  it('lets only one of two concurrent submissions in', async () => {
    const app = await seedApp(ctx.t.db, developerId);
    const url = `/api/console/apps/${app.id}/submissions`;
    const results = await Promise.all([1, 2, 3].map(() => send(ctx, 'POST', url, cookie, validSubmission)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
