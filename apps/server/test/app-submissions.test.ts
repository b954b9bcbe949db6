/**
 * Staff review of app submissions: the state machine (pending → approved / rejected, approved →
 * published), invalid transitions refused, timestamps, audit, publishing the app, the developer's view
 * and mail, and access (staff only).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, appSubmissions, auditLog } from '@app/db';
import { ORIGIN, seedPartner, sessionCookie, staffCookie } from './admin-helpers.ts';
import { developerCookie, seedApp, seedDeveloper, send, validSubmission } from './developer-helpers.ts';
import { useTestAppWithMail } from './helpers.ts';

let staff: { cookie: string; userId: number };
let devCookie: string;
let appId: number;

const ctx = useTestAppWithMail();
beforeEach(async () => {
  staff = await staffCookie(ctx);
  const { developer } = await seedDeveloper(ctx.t.db, { email: 'maker@example.com', fullName: 'Mia Maker' });
  devCookie = await developerCookie(ctx, developer.id);
  appId = (await seedApp(ctx.t.db, developer.id, { name: 'Lens Lab' })).id;
});

const submit = async (version = '1.1.0') => {
  const res = await send(ctx, 'POST', `/api/console/apps/${appId}/submissions`, devCookie, {
    ...validSubmission,
    version,
  });
  expect(res.statusCode).toBe(201);
  return res.json().submission as { id: number };
};
const review = (id: number, status: string, reviewNotes?: string) =>
  send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff.cookie, {
    status,
    ...(reviewNotes !== undefined ? { reviewNotes } : {}),
  });
const row = async (id: number) =>
  (await ctx.t.db.select().from(appSubmissions).where(eq(appSubmissions.id, id)))[0]!;

describe('state machine', () => {
  it('pending → approved → published: timestamped, audited, app published at the version, developer told', async () => {
    const { id } = await submit('2.0.0');
    const approved = await review(id, 'approved', 'Looks great');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().submission).toMatchObject({ status: 'approved', reviewNotes: 'Looks great' });
    const afterApprove = await row(id);
    expect(afterApprove.reviewedBy).toBe(staff.userId);
    expect(afterApprove.reviewedAt).toBeInstanceOf(Date);
    expect(afterApprove.publishedAt).toBeNull();

    const published = await review(id, 'published');
    expect(published.statusCode).toBe(200);
    const afterPublish = await row(id);
    expect(afterPublish.status).toBe('published');
    expect(afterPublish.publishedAt).toBeInstanceOf(Date);
    expect(afterPublish.reviewNotes).toBe('Looks great');
    const [app] = await ctx.t.db.select().from(apps).where(eq(apps.id, appId));
    expect(app).toMatchObject({ status: 'published', version: '2.0.0' });

    const actions = (await ctx.t.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'app_submission.created',
        'app_submission.approved',
        'app_submission.published',
      ]),
    );

    // The developer sees it in the console.
    const list = await send(ctx, 'GET', '/api/console/apps', devCookie);
    const [mine] = list.json().apps;
    expect(mine).toMatchObject({ status: 'published', version: '2.0.0' });
    expect(mine.submissions[0]).toMatchObject({ status: 'published', reviewNotes: 'Looks great' });

    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.subject.includes('published'));
    expect(mail.to).toEqual(['maker@example.com']);
    expect(mail.subject).toBe('Lens Lab 2.0.0: submission published');
  });

  it('pending → rejected needs notes, and the notes reach the developer', async () => {
    const { id } = await submit();
    const noNotes = await review(id, 'rejected', '  ');
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().errors).toEqual({
      reviewNotes: 'Please tell the developer why the submission is rejected',
    });
    const rejected = await review(id, 'rejected', 'Crashes on start');
    expect(rejected.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Crashes on start',
      reviewedBy: staff.userId,
    });
    const history = await send(ctx, 'GET', `/api/console/apps/${appId}/submissions`, devCookie);
    expect(history.json().submissions[0]).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Crashes on start',
    });
    // A new submission may follow a rejected one.
    await submit('1.1.1');
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.subject.includes('not approved'));
    expect(mail.text).toContain('Crashes on start');
    expect(mail.text).toMatch(/Your submission of .+ version 1\.1\.0 was not approved\./);
    expect(mail.text).not.toContain('has been not');
  });

  it('refuses invalid transitions with 409 and unknown statuses with 400, changing nothing', async () => {
    const pending = await submit();
    expect((await review(pending.id, 'published')).statusCode).toBe(409);
    expect((await review(pending.id, 'pending')).statusCode).toBe(400);
    expect((await review(pending.id, 'archived')).statusCode).toBe(400);
    await review(pending.id, 'approved');
    expect((await review(pending.id, 'approved')).statusCode).toBe(409);
    expect((await review(pending.id, 'rejected', 'late')).statusCode).toBe(409);
    await review(pending.id, 'published');
    const again = await review(pending.id, 'published');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A published submission cannot be published.',
      code: 'conflict',
    });
    expect((await review(pending.id, 'rejected', 'x')).statusCode).toBe(409);

    const rejected = await submit('3.0.0');
    await review(rejected.id, 'rejected', 'No');
    const publishRejected = await review(rejected.id, 'published');
    expect(publishRejected.statusCode).toBe(409);
    expect(publishRejected.json()).toEqual({
      message: 'A rejected submission cannot be published.',
      code: 'conflict',
    });
    expect((await review(rejected.id, 'approved')).statusCode).toBe(409);
    expect((await row(rejected.id)).status).toBe('rejected');
    expect((await review(999999, 'approved')).statusCode).toBe(404);
  });

  it('lets only one of two concurrent decisions through', async () => {
    const { id } = await submit();
    const results = await Promise.all([review(id, 'approved'), review(id, 'rejected', 'no')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('staff list', () => {
  it('lists submissions with app and developer, filters by status, counts per status', async () => {
    const first = await submit('1.1.0');
    await review(first.id, 'approved');
    await submit('1.2.0');
    const res = await send(ctx, 'GET', '/api/admin/app-submissions?status=pending', staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.counts).toEqual({
      total: 2,
      pending: 1,
      approved: 1,
      rejected: 0,
      published: 0,
      withdrawn: 0,
      cancelled: 0,
    });
    expect(body.submissions[0]).toMatchObject({
      version: '1.2.0',
      status: 'pending',
      appName: 'Lens Lab',
      developerName: 'Mia Maker',
      developerEmail: 'maker@example.com',
    });
    const all = await send(ctx, 'GET', '/api/admin/app-submissions?q=lens', staff.cookie);
    expect(all.json().submissions).toHaveLength(2);
    expect(all.json().submissions[1]).toMatchObject({ status: 'approved', reviewedByName: 'staff-admin' });
    expect((await send(ctx, 'GET', '/api/admin/app-submissions?status=bogus', staff.cookie)).statusCode).toBe(
      400,
    );
  });

  it('is staff only: 401 without a session, 403 for developer and partner sessions', async () => {
    const { id } = await submit();
    const partner = await sessionCookie(ctx, 'partner', (await seedPartner(ctx.t.db)).id);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/app-submissions', undefined],
      ['PUT', `/api/admin/app-submissions/${id}/status`, { status: 'approved' }],
    ] as const) {
      const anon = await ctx.app.inject({ method, url, headers: { origin: ORIGIN }, payload });
      expect(anon.statusCode).toBe(401);
      for (const cookie of [devCookie, partner]) {
        const res = await ctx.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, payload });
        expect(res.statusCode).toBe(403);
      }
    }
    expect((await row(id)).status).toBe('pending');
  });
});
