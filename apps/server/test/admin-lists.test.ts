import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, developerApplications, formSubmissions, subscribers } from '@app/db';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  asStaff,
  seedDeveloperApplication,
  seedFormSubmission,
  seedSubscriber,
  staffCookie,
} from './admin-helpers.ts';
import { csvCell } from '../src/lib/csv.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.t.reset();
  ({ cookie } = await staffCookie(ctx));
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: asStaff(cookie), ...(payload ? { payload } : {}) });
const audits = async (action: string) => ctx.t.db.select().from(auditLog).where(eq(auditLog.action, action));
const today = () => new Date().toISOString().slice(0, 10);

describe('subscribers', () => {
  it('lists newest first with paging, search on e-mail, names and source, and the active filter', async () => {
    await seedSubscriber(ctx.t.db, { email: 'ann@example.com', source: 'floating_newsletter' });
    await seedSubscriber(ctx.t.db, { email: 'bob@example.com', firstName: 'Robert', active: false });
    await seedSubscriber(ctx.t.db, { email: 'cat@example.com', lastName: 'Catalano' });
    const all = await get('/api/admin/subscribers?t=1');
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((s: { email: string }) => s.email)).toEqual([
      'cat@example.com',
      'bob@example.com',
      'ann@example.com',
    ]);
    const page = await get('/api/admin/subscribers?limit=1&offset=1');
    expect(page.json().map((s: { email: string }) => s.email)).toEqual(['bob@example.com']);
    expect(page.headers['x-total-count']).toBe('3');
    const count = async (q: string) => (await get(`/api/admin/subscribers?${q}`)).headers['x-total-count'];
    expect(await count('q=FLOATING')).toBe('1');
    expect(await count('q=robert')).toBe('1');
    expect(await count('q=catal')).toBe('1');
    expect(await count('status=inactive')).toBe('1');
    expect(await count('status=active')).toBe('2');
    expect(all.json()[0]).toMatchObject({ firstName: 'Rea', active: true, source: 'website' });
  });

  it('activates, deactivates and deletes, each audited', async () => {
    const s = await seedSubscriber(ctx.t.db);
    const off = await send('PUT', `/api/admin/subscribers/${s.id}/status`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().subscriber).toMatchObject({ id: s.id, active: false });
    expect((await send('PUT', `/api/admin/subscribers/${s.id}/status`, { active: 'no' })).statusCode).toBe(
      400,
    );
    expect((await send('PUT', `/api/admin/subscribers/${s.id}/status`, { active: true })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/admin/subscribers/${s.id}`)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(subscribers)).toHaveLength(0);
    expect((await send('DELETE', `/api/admin/subscribers/${s.id}`)).statusCode).toBe(404);
    for (const action of ['subscriber.deactivated', 'subscriber.activated', 'subscriber.deleted']) {
      expect(await audits(action), action).toHaveLength(1);
    }
  });

  it('shows unconfirmed sign-ups as such: their own status filter, which the CSV (spec columns) follows', async () => {
    await seedSubscriber(ctx.t.db, { email: 'active@example.com' });
    await seedSubscriber(ctx.t.db, { email: 'left@example.com', active: false });
    const pending = await seedSubscriber(ctx.t.db, {
      email: 'pending@example.com',
      active: false,
      confirmedAt: null,
    });
    const emails = async (status: string) =>
      ((await get(`/api/admin/subscribers?status=${status}`)).json() as Array<{ email: string }>).map(
        (s) => s.email,
      );
    expect(await emails('unconfirmed')).toEqual(['pending@example.com']);
    expect(await emails('inactive')).toEqual(['left@example.com']);
    expect(await emails('active')).toEqual(['active@example.com']);
    const [row] = (await get('/api/admin/subscribers?status=unconfirmed')).json() as Array<{
      confirmedAt: string | null;
    }>;
    expect(row?.confirmedAt).toBeNull();
    const csv = await get('/api/admin/subscribers/export.csv?status=unconfirmed');
    expect(csv.body.trimEnd().split('\r\n').slice(1)).toEqual([
      expect.stringMatching(/^pending@example\.com,.*,Inactive$/),
    ]);
    // Staff turning it on vouch for it: confirmed from then on.
    await send('PUT', `/api/admin/subscribers/${pending.id}/status`, { active: true });
    await send('PUT', `/api/admin/subscribers/${pending.id}/status`, { active: false });
    expect(await emails('unconfirmed')).toEqual([]);
  });

  it('exports subscribers_{date}.csv with the spec columns, quoting and formula neutralisation', async () => {
    await seedSubscriber(ctx.t.db, {
      email: 'plain@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      createdAt: new Date('2025-03-04T10:00:00Z'),
    });
    await seedSubscriber(ctx.t.db, {
      email: 'quoted@example.com',
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Smith, "Jr"',
      source: '@cmd',
      active: false,
      createdAt: new Date('2025-03-05T23:30:00Z'),
    });
    const res = await get('/api/admin/subscribers/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="subscribers_${today()}.csv"`);
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFEmail,First Name,Last Name,Source,Date Subscribed,Status',
      `quoted@example.com,"'=HYPERLINK(""http://evil"")","Smith, ""Jr""",'@cmd,2025-03-05,Inactive`,
      'plain@example.com,Ann,Lee,website,2025-03-04,Active',
      '',
    ]);
    const [audit] = await audits('subscribers.exported');
    expect(audit?.details).toMatchObject({ count: 2 });
  });

  it('exports with the current filters, in the browser time zone, across many pages', async () => {
    await ctx.t.exec(
      `insert into subscribers (email, created_at) select 'bulk' || g || '@example.com', timestamptz '2025-03-05 23:30:00+00' from generate_series(1, 2500) g`,
    );
    await seedSubscriber(ctx.t.db, { email: 'other@elsewhere.test' });
    const res = await get('/api/admin/subscribers/export.csv?q=bulk&tz=Asia/Tokyo');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(res.headers['x-total-count']).toBe('2500');
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(2500);
    expect(lines[1]).toContain(',2025-03-06,'); // 23:30 UTC is the next day in Tokyo
    const fallback = await get('/api/admin/subscribers/export.csv?q=bulk1@&tz=Not/AZone');
    expect(fallback.body).toContain(',2025-03-05,');
  });

  it('starts each file with the UTF-8 byte-order mark, so spreadsheets read accented names right', async () => {
    await seedSubscriber(ctx.t.db, { email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Núñez' });
    await seedFormSubmission(ctx.t.db, { submitterName: 'José Müller' });
    for (const [url, name] of [
      ['/api/admin/subscribers/export.csv', 'Zoë,Núñez'],
      ['/api/admin/form-submissions/export.csv', 'José Müller'],
    ] as const) {
      const res = await get(url);
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.rawPayload.toString('utf8')).toContain(name);
    }
  });

  it("refuses an export with no rows: 404 'No data to export'", async () => {
    const res = await get('/api/admin/subscribers/export.csv?q=nothing-matches');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No data to export', code: 'not_found' });
  });
});

describe('a burst of identical list requests', () => {
  it('gets one current answer each: the page and total as they are after the request arrived', async () => {
    for (let i = 0; i < 3; i++) await seedFormSubmission(ctx.t.db);
    const burst = () => Promise.all(Array.from({ length: 12 }, () => get('/api/admin/form-submissions')));
    const first = await burst();
    expect(first.map((res) => res.headers['x-total-count'])).toEqual(Array(12).fill('3'));
    expect(new Set(first.map((res) => res.json().length))).toEqual(new Set([3]));
    expect(new Set(first.map((res) => res.headers['content-type']))).toEqual(
      new Set(['application/json; charset=utf-8']),
    );

    // A write between two bursts is seen by every request of the second, and by one sent during it.
    await seedFormSubmission(ctx.t.db);
    const second = burst();
    await seedFormSubmission(ctx.t.db);
    const during = await get('/api/admin/form-submissions');
    expect(during.headers['x-total-count']).toBe('5');
    const totals = (await second).map((res) => Number(res.headers['x-total-count']));
    expect(totals.every((total) => total === 4 || total === 5)).toBe(true);
  });
});

describe('form submissions', () => {
  it('lists with search on submitter name, e-mail and form type; deletes, audited', async () => {
    await seedFormSubmission(ctx.t.db, { submitterName: 'Zed Zulu' });
    await seedFormSubmission(ctx.t.db, { formType: 'demo-request', submitterEmail: 'demo@corp.example' });
    const f = await seedFormSubmission(ctx.t.db, { formType: 'partner-application' });
    const count = async (q: string) =>
      (await get(`/api/admin/form-submissions?${q}`)).headers['x-total-count'];
    expect(await count('')).toBe('3');
    expect(await count('q=zulu')).toBe('1');
    expect(await count('q=corp.example')).toBe('1');
    expect(await count('q=demo-req')).toBe('1');
    expect(await count('status=partner-application')).toBe('1');
    const first = (await get('/api/admin/form-submissions')).json()[0];
    expect(first).toMatchObject({ id: f.id, formData: { message: 'Hello there' }, notificationSent: false });
    expect((await send('DELETE', `/api/admin/form-submissions/${f.id}`)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(2);
    expect(await audits('form_submission.deleted')).toHaveLength(1);
  });

  it('exports form_submissions_{date}.csv with ID, type, names, yyyy-MM-dd HH:mm:ss and Yes/No', async () => {
    const a = await seedFormSubmission(ctx.t.db, {
      submitterName: '+SUM(A1:A9)',
      submitterEmail: 'a@example.com',
      notificationSent: true,
      createdAt: new Date('2025-06-07T08:09:10Z'),
    });
    const b = await seedFormSubmission(ctx.t.db, {
      formType: 'demo-request',
      submitterName: 'Line\nBreak',
      submitterEmail: null,
      createdAt: new Date('2025-06-08T20:00:05Z'),
    });
    const res = await get('/api/admin/form-submissions/export.csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="form_submissions_${today()}.csv"`);
    expect(res.body).toBe(
      '\uFEFFID,Form Type,Submitter Name,Submitter Email,Date Submitted,Notification Sent\r\n' +
        `${b.id},demo-request,"Line\nBreak",,2025-06-08 20:00:05,No\r\n` +
        `${a.id},contact-form,'+SUM(A1:A9),a@example.com,2025-06-07 08:09:10,Yes\r\n`,
    );
  });
});

describe('CSV cells', () => {
  it('quotes per RFC 4180 and neutralises formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r', '|']) {
      expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('|calc')).toBe("'|calc");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell(42)).toBe('42');
  });
});

describe('developer applications', () => {
  it('lists with search on name, e-mail, company and use case; status filter; counts', async () => {
    await seedDeveloperApplication(ctx.t.db, { fullName: 'Grace Hopper', companyAffiliation: 'Navy Labs' });
    await seedDeveloperApplication(ctx.t.db, { status: 'approved', primaryUseCase: 'Healthcare & Medical' });
    await seedDeveloperApplication(ctx.t.db, { status: 'under_review', password: 'scrypt$hash' });
    const all = await get('/api/admin/developer-applications');
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body).not.toContain('scrypt$');
    expect(all.json()[0]).not.toHaveProperty('password');
    const count = async (q: string) =>
      (await get(`/api/admin/developer-applications?${q}`)).headers['x-total-count'];
    expect(await count('q=hopper')).toBe('1');
    expect(await count('q=navy')).toBe('1');
    expect(await count('q=healthcare')).toBe('1');
    expect(await count('status=under_review')).toBe('1');
    const counts = await get('/api/admin/developer-applications/counts');
    expect(counts.json()).toEqual({ total: 3, pending: 1, under_review: 1, approved: 1, rejected: 0 });
  });

  it('sets status with admin notes and deletes, audited', async () => {
    const d = await seedDeveloperApplication(ctx.t.db);
    const res = await send('PUT', `/api/admin/developer-applications/${d.id}/status`, {
      status: 'approved',
      adminNotes: 'Strong portfolio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'approved', adminNotes: 'Strong portfolio' });
    const [row] = await ctx.t.db
      .select()
      .from(developerApplications)
      .where(eq(developerApplications.id, d.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(d.updatedAt.getTime());
    expect(
      (await send('PUT', `/api/admin/developer-applications/${d.id}/status`, { status: 'done' })).statusCode,
    ).toBe(400);
    expect((await send('DELETE', `/api/admin/developer-applications/${d.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/developer-applications/${d.id}`)).statusCode).toBe(404);
    const [audit] = await audits('developer_application.status_changed');
    expect(audit?.details).toEqual({ from: 'pending', to: 'approved', notesChanged: true });
    expect(await audits('developer_application.deleted')).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('lists newest first with totals and search', async () => {
    const s = await seedSubscriber(ctx.t.db);
    await send('PUT', `/api/admin/subscribers/${s.id}/status`, { active: false });
    await send('DELETE', `/api/admin/subscribers/${s.id}`);
    const res = await get('/api/admin/audit-log?limit=1');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()[0]).toMatchObject({
      action: 'subscriber.deleted',
      actorKind: 'staff',
      actorName: 'staff-admin',
      entityType: 'subscriber',
      entityId: String(s.id),
    });
    expect((await get('/api/admin/audit-log?q=deactivated')).headers['x-total-count']).toBe('1');
    expect((await get('/api/admin/audit-log?status=staff')).headers['x-total-count']).toBe('2');
  });
});
