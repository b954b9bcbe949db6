/**
 * The submission lifecycle the developer controls (issue 39, item 5): cancelling a pending submission (API
 * and console) frees the app for a new one and takes it out of the staff queue; screenshots are files,
 * uploaded through the API too, and reach the store page once published; the removed screenshot links
 * are refused with their own code; an edit of an app on the store is a listing change that waits for
 * staff (the store keeps the old listing until approved); and the listing history records every change.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apps, auditLog } from '@app/db';
import { validationMessages as m } from '@app/contracts';
import { staffCookie } from './admin-helpers.ts';
import {
  callApi,
  developerCookie,
  multipartFile,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
  tinyPng,
  validSubmission,
} from './developer-helpers.ts';
import { builtWebDist } from './built-site.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp(() => ({ webDist: builtWebDist() }));

let staff: string;
let devCookie: string;
let key: string;
let appId: number;
let otherKey: string;
let otherAppId: number;
let developerId: number;

beforeEach(async () => {
  staff = (await staffCookie(ctx)).cookie;
  const { developer } = await seedDeveloper(ctx.t.db, { email: 'maker@example.com', fullName: 'Mia Maker' });
  developerId = developer.id;
  devCookie = await developerCookie(ctx, developer.id);
  key = (await seedKey(ctx.t.db, developer.id, { permissions: ['read', 'write'] })).secret;
  const created = await send(ctx, 'POST', '/api/console/apps', devCookie, {
    name: 'Trail Lens',
    description: 'Trails on your glasses.',
    sdkType: 'cxr-m',
    category: 'navigation',
  });
  expect(created.statusCode).toBe(201);
  appId = created.json().app.id;
  const other = await seedDeveloper(ctx.t.db, { email: 'other@example.com', fullName: 'Otto Other' });
  otherKey = (await seedKey(ctx.t.db, other.developer.id, { permissions: ['read', 'write'] })).secret;
  otherAppId = (await seedApp(ctx.t.db, other.developer.id, { name: 'Other App' })).id;
});

const submitApi = async (version: string, apiKey = key, id = appId) =>
  callApi(ctx, 'POST', `/api/v1/apps/${id}/submissions`, apiKey, { ...validSubmission, version });
const cancelApi = (submissionId: number, apiKey = key, id = appId) =>
  callApi(ctx, 'DELETE', `/api/v1/apps/${id}/submissions/${submissionId}`, apiKey);
const uploadApi = (submissionId: number, bytes = tinyPng, apiKey = key, id = appId) => {
  const body = multipartFile(bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/apps/${id}/submissions/${submissionId}/screenshots`,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const review = async (id: number, status: string, reviewNotes?: string) => {
  const res = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff, {
    status,
    ...(reviewNotes ? { reviewNotes } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().submission;
};
const publish = async (id: number) => {
  await review(id, 'approved');
  await review(id, 'published');
};
const staffQueue = async (status?: string) =>
  (await send(ctx, 'GET', `/api/admin/app-submissions${status ? `?status=${status}` : ''}`, staff)).json();
const storePage = async () => (await send(ctx, 'GET', '/app-store/trail-lens', undefined)).body;
const storeApp = async () => (await send(ctx, 'GET', '/api/app-store/trail-lens', undefined)).json().app;

describe('cancelling a submission', () => {
  it('frees the app for a new one and leaves the staff queue; staff still find it as cancelled', async () => {
    const first = await submitApi('1.1.0');
    expect(first.statusCode).toBe(201);
    const firstId = first.json().submission.id as number;
    expect((await submitApi('1.2.0')).statusCode).toBe(409);

    const cancelled = await cancelApi(firstId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().submission).toMatchObject({ id: firstId, status: 'cancelled', kind: 'version' });

    const second = await submitApi('1.2.0');
    expect(second.statusCode).toBe(201);
    expect(second.json().submission).toMatchObject({ version: '1.2.0', status: 'pending', images: [] });

    const queue = await staffQueue();
    expect(queue.submissions.map((s: { version: string }) => s.version)).toEqual(['1.2.0']);
    expect(queue.counts).toMatchObject({ total: 1, pending: 1, cancelled: 1 });
    const history = await staffQueue('cancelled');
    expect(history.submissions).toHaveLength(1);
    expect(history.submissions[0]).toMatchObject({ id: firstId, status: 'cancelled' });

    // The developer sees it as cancelled, in the API and the console.
    const listed = await callApi(ctx, 'GET', `/api/v1/apps/${appId}/submissions`, key);
    expect(listed.json().submissions.map((s: { status: string }) => s.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    const consoleApps = (await send(ctx, 'GET', '/api/console/apps', devCookie)).json().apps;
    expect(consoleApps[0].submissions[1]).toMatchObject({ id: firstId, status: 'cancelled' });

    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'app_submission.cancelled'), eq(auditLog.entityId, String(firstId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ appId, kind: 'version', version: '1.1.0', via: 'api' });
  });

  it("refuses someone else's (404), an unknown one (404 submission_not_found) and a decided one (409 submission_not_pending)", async () => {
    const mine = (await submitApi('1.1.0')).json().submission.id as number;
    const theirs = (await submitApi('3.0.0', otherKey, otherAppId)).json().submission.id as number;

    // Their submission through my app, and my app's id with their key: nothing is found.
    const throughMine = await cancelApi(theirs);
    expect(throughMine.statusCode).toBe(404);
    expect(throughMine.json()).toMatchObject({
      message: 'App submission not found',
      code: 'submission_not_found',
    });
    const theirApp = await cancelApi(theirs, key, otherAppId);
    expect(theirApp.statusCode).toBe(404);
    expect(theirApp.json()).toMatchObject({ message: 'App not found', code: 'not_found' });
    const myAppTheirKey = await cancelApi(mine, otherKey);
    expect(myAppTheirKey.statusCode).toBe(404);

    await review(mine, 'approved');
    const decided = await cancelApi(mine);
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toMatchObject({ message: m.submissionNotPending, code: 'submission_not_pending' });

    // Theirs is untouched, and a read-only key may not cancel.
    const readOnly = (await seedKey(ctx.t.db, (await seedDeveloper(ctx.t.db)).developer.id)).secret;
    expect((await cancelApi(theirs, readOnly, otherAppId)).statusCode).toBe(403);
    const theirsNow = await callApi(ctx, 'GET', `/api/v1/apps/${otherAppId}/submissions`, otherKey);
    expect(theirsNow.json().submissions[0]).toMatchObject({ id: theirs, status: 'pending' });

    // A cancelled one cannot be cancelled again.
    expect((await cancelApi(theirs, otherKey, otherAppId)).statusCode).toBe(200);
    const again = await cancelApi(theirs, otherKey, otherAppId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('submission_not_pending');
  });

  it('works from the console too, with the same codes', async () => {
    const id = (await submitApi('1.1.0')).json().submission.id as number;
    const url = `/api/console/apps/${appId}/submissions/${id}`;
    const res = await send(ctx, 'DELETE', url, devCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({ id, status: 'cancelled', images: [] });
    const again = await send(ctx, 'DELETE', url, devCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('submission_not_pending');
    const missing = await send(
      ctx,
      'DELETE',
      `/api/console/apps/${appId}/submissions/${id + 1000}`,
      devCookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('submission_not_found');
  });
});

describe('screenshots through the API', () => {
  it('are files uploaded to the submission, listed in it, and shown on the store page once published', async () => {
    const id = (await submitApi('1.1.0')).json().submission.id as number;
    const uploaded = await uploadApi(id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const shot = uploaded.json().screenshot;
    expect(shot).toEqual({ id: expect.any(Number), contentType: 'image/png', byteSize: tinyPng.length });

    const listed = await callApi(ctx, 'GET', `/api/v1/apps/${appId}/submissions`, key);
    expect(listed.json().submissions[0].images).toEqual([shot]);
    // Not public before it is published.
    expect((await send(ctx, 'GET', `/app-store/screenshots/${shot.id}`, undefined)).statusCode).toBe(404);

    await publish(id);
    expect(await storePage()).toContain(`/app-store/screenshots/${shot.id}`);
    expect((await storeApp()).screenshots.map((s: { id: number }) => s.id)).toEqual([shot.id]);
    const image = await send(ctx, 'GET', `/app-store/screenshots/${shot.id}`, undefined);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('are checked as in the console (type, ownership, pending), and links are refused with their own code', async () => {
    const id = (await submitApi('1.1.0')).json().submission.id as number;
    const notImage = await uploadApi(id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      message: m.screenshotType,
      code: 'validation_failed',
      errors: { screenshot: m.screenshotType },
    });
    const theirs = await uploadApi(id, tinyPng, otherKey);
    expect(theirs.statusCode).toBe(404);
    await cancelApi(id);
    const locked = await uploadApi(id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: m.screenshotsLocked, code: 'submission_not_pending' });

    const links = await callApi(ctx, 'POST', `/api/v1/apps/${appId}/submissions`, key, {
      ...validSubmission,
      screenshots: ['https://cdn.example.com/1.png'],
    });
    expect(links.statusCode).toBe(400);
    expect(links.json()).toMatchObject({
      message: m.screenshotUrlsRemoved,
      code: 'screenshot_urls_removed',
      errors: { screenshots: m.screenshotUrlsRemoved },
    });
  });
});

describe('listing changes of an app on the store', () => {
  const publishFirstVersion = async () => {
    const id = (await submitApi('1.1.0')).json().submission.id as number;
    const shot = (await uploadApi(id)).json().screenshot.id as number;
    await publish(id);
    return { versionId: id, shot };
  };

  it('wait for review: the store keeps the old listing until staff approve', async () => {
    await publishFirstVersion();
    const edit = await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, {
      name: 'Trail Lens Pro',
      description: 'Better trails.',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().app).toMatchObject({ name: 'Trail Lens', description: 'Trails on your glasses.' });
    const change = edit.json().listingChange;
    expect(change).toMatchObject({
      kind: 'listing',
      status: 'pending',
      version: '1.1.0',
      changes: { name: 'Trail Lens Pro', description: 'Better trails.' },
    });
    // A second edit joins the pending change; a new version can still be filed beside it.
    const more = await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, { category: 'utility' });
    expect(more.json().listingChange).toMatchObject({
      id: change.id,
      changes: { name: 'Trail Lens Pro', description: 'Better trails.', category: 'utility' },
    });
    expect((await submitApi('1.2.0')).statusCode).toBe(201);

    // Staff see it in the queue, told apart from versions.
    const queue = await staffQueue('pending');
    expect(queue.submissions.map((s: { kind: string }) => s.kind).sort()).toEqual(['listing', 'version']);

    // The store still shows the live listing.
    const [row] = await ctx.t.db.select().from(apps).where(eq(apps.id, appId));
    expect(row).toMatchObject({ name: 'Trail Lens', category: 'navigation' });
    expect(await storePage()).toContain('Trails on your glasses.');
    expect(await storePage()).not.toContain('Trail Lens Pro');

    const approved = await review(change.id, 'approved');
    expect(approved).toMatchObject({ kind: 'listing', status: 'approved' });
    const page = await storePage();
    expect(page).toContain('Trail Lens Pro');
    expect(page).toContain('Better trails.');
    expect(await storeApp()).toMatchObject({ name: 'Trail Lens Pro', category: 'utility', version: '1.1.0' });
    // Approved is final for a listing change: it is not "published".
    const refused = await send(ctx, 'PUT', `/api/admin/app-submissions/${change.id}/status`, staff, {
      status: 'published',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('new screenshots reach the store when approved; a rejected change leaves the listing as it was', async () => {
    const { shot: oldShot } = await publishFirstVersion();
    const created = await send(ctx, 'POST', `/api/console/apps/${appId}/listing-changes`, devCookie, {});
    expect(created.statusCode).toBe(201);
    const changeId = created.json().submission.id as number;
    const newShot = (await uploadApi(changeId)).json().screenshot.id as number;
    expect((await storeApp()).screenshots.map((s: { id: number }) => s.id)).toEqual([oldShot]);
    await review(changeId, 'approved');
    expect((await storeApp()).screenshots.map((s: { id: number }) => s.id)).toEqual([newShot]);
    expect(await storePage()).toContain(`/app-store/screenshots/${newShot}`);
    expect((await send(ctx, 'GET', `/app-store/screenshots/${newShot}`, undefined)).statusCode).toBe(200);
    expect((await send(ctx, 'GET', `/app-store/screenshots/${oldShot}`, undefined)).statusCode).toBe(404);

    const rename = await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, { name: 'Nope' });
    await review(rename.json().listingChange.id, 'rejected', 'The name is misleading.');
    expect(await storeApp()).toMatchObject({ name: 'Trail Lens' });

    // A listing change of an app not on the store is refused: its edits apply at once.
    const draft = await seedApp(ctx.t.db, developerId, { name: 'Draft' });
    const notOnStore = await send(
      ctx,
      'POST',
      `/api/console/apps/${draft.id}/listing-changes`,
      devCookie,
      {},
    );
    expect(notOnStore.statusCode).toBe(409);
    expect(notOnStore.json().code).toBe('app_not_on_store');
  });

  it('keeps the listing history: created, edited, version, listing changes with their decisions', async () => {
    await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, { description: 'Trails, mapped.' });
    const { versionId } = await publishFirstVersion();
    const first = await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, { name: 'Trail Lens 2' });
    await review(first.json().listingChange.id, 'rejected', 'Keep the name.');
    const second = await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, { category: 'utility' });
    const cancelled = await send(
      ctx,
      'DELETE',
      `/api/console/apps/${appId}/submissions/${second.json().listingChange.id}`,
      devCookie,
    );
    expect(cancelled.statusCode).toBe(200);
    // An edit that changes nothing files nothing.
    const same = await send(ctx, 'PATCH', `/api/console/apps/${appId}`, devCookie, { name: 'Trail Lens' });
    expect(same.json().listingChange).toBeNull();

    const history = await send(ctx, 'GET', `/api/console/apps/${appId}/listing-history`, devCookie);
    expect(history.statusCode).toBe(200);
    const versions = history.json().versions as Array<Record<string, unknown>>;
    expect(versions.map((v) => [v.source, v.decision])).toEqual([
      ['listing_change', 'cancelled'],
      ['listing_change', 'rejected'],
      ['version', 'published'],
      ['edited', 'applied'],
      ['created', 'applied'],
    ]);
    expect(versions[1]).toMatchObject({
      changes: { name: { from: 'Trail Lens', to: 'Trail Lens 2' } },
      reviewNotes: 'Keep the name.',
      actorName: 'maker@example.com',
      decidedAt: expect.any(String),
    });
    expect(versions[2]).toMatchObject({
      submissionId: versionId,
      changes: { version: { from: '1.0.0', to: '1.1.0' }, screenshots: { from: null, to: 1 } },
      actorName: null,
    });
    expect(versions[3]).toMatchObject({
      changes: { description: { from: 'Trails on your glasses.', to: 'Trails, mapped.' } },
    });
    expect(versions[4]).toMatchObject({ changes: { name: { from: null, to: 'Trail Lens' } } });

    // Staff see the same history, with who published the version.
    const forStaff = await send(ctx, 'GET', `/api/admin/apps/${appId}/listing-history`, staff);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.json().versions[2].actorName).toEqual(expect.any(String));
    // Another developer's app's history is not found.
    const theirs = await send(ctx, 'GET', `/api/console/apps/${otherAppId}/listing-history`, devCookie);
    expect(theirs.statusCode).toBe(404);
  });
});
