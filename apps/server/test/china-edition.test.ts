/**
 * The parts of the Chinese edition the server owns (issue #40 items 4-6, decision 0064): a submission
 * declares distribution in mainland China with its app filing number (APP备案号), checked loosely, shown to
 * staff and in the store's data; the Chinese edition's store lists only filed apps; a developer's account
 * has a language, chosen at application and changeable in the profile, and every mail they receive is
 * written in it (delivered to a real SMTP peer).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appFilingMessages,
  appSubmissionSchema,
  developerMails,
  isAppFilingNumber,
  normalizeAppFilingNumber,
} from '@app/contracts';
import { appSubmissions, developerApplications, developers, users } from '@app/db';
import { hashPassword } from '../src/lib/password.ts';
import { resetRequestsSettled } from '../src/modules/accounts/routes.ts';
import { listStore, resolveStoreSlug } from '../src/modules/app-store/service.ts';
import { fastParams, staffCookie } from './admin-helpers.ts';
import {
  callApi,
  DEVELOPER_PASSWORD,
  developerCookie,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
  tokenInDeveloperLink,
  validSubmission,
} from './developer-helpers.ts';
import { testConfig, useTestAppWithMail } from './helpers.ts';
import { postJson, TestClock, validDeveloper, validFormToken } from './public-forms.ts';

const clock = new TestClock();
const ctx = useTestAppWithMail({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }), now: clock.now });

const FILING = '京ICP备2023012345号-1A';

let staff: string;
let developerId: number;
let devCookie: string;

beforeEach(async () => {
  staff = (await staffCookie(ctx)).cookie;
  const { developer } = await seedDeveloper(ctx.t.db, { email: 'wei@example.com', fullName: '王伟' });
  developerId = developer.id;
  devCookie = await developerCookie(ctx, developer.id);
});

const submit = (appId: number, extra: Record<string, unknown> = {}, version = '1.1.0') =>
  send(ctx, 'POST', `/api/console/apps/${appId}/submissions`, devCookie, {
    ...validSubmission,
    version,
    ...extra,
  });
const review = async (id: number, status: string, reviewNotes?: string) => {
  const res = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff, {
    status,
    ...(reviewNotes ? { reviewNotes } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const publishedApp = async (name: string, extra: Record<string, unknown>) => {
  const app = await seedApp(ctx.t.db, developerId, { name });
  const res = await submit(app.id, extra);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().submission as { id: number };
  await review(id, 'approved');
  await review(id, 'published');
  return app;
};

describe('the app filing number (APP备案号)', () => {
  it('accepts the forms MIIT issues, loosely, and writes them the standard way', () => {
    for (const number of [
      '京ICP备2023012345号-1A',
      '粤ICP备12345678号-12A',
      '沪ICP备2024000001号-3A',
      ' 浙ICP备2023012345号－2a ',
    ]) {
      expect(isAppFilingNumber(number), number).toBe(true);
    }
    expect(normalizeAppFilingNumber(' 浙ICP备2023012345号－2a ')).toBe('浙ICP备2023012345号-2A');
    for (const number of [
      '京ICP备2023012345号', // a site's filing, not an app's
      '京ICP备2023012345号-1', // a website service
      '京ICP备2023012345号-1X', // a mini program
      '京ICP证030173号', // a licence, not a filing
      '京公网安备11010502030143号', // a public-security filing
      'ICP备2023012345号-1A', // no province
      '港ICP备2023012345号-1A', // not mainland
      '京ICP备12345号-1A', // too few digits
      'not a number',
    ]) {
      expect(isAppFilingNumber(number), number).toBe(false);
    }
  });

  it('is required when the version is distributed in mainland China, and only then', () => {
    const issues = (extra: Record<string, unknown>) =>
      appSubmissionSchema.safeParse({ ...validSubmission, ...extra }).error?.issues.map((i) => i.message);
    expect(issues({})).toBeUndefined();
    expect(issues({ mainlandChina: false })).toBeUndefined();
    expect(issues({ mainlandChina: true, appFilingNumber: FILING })).toBeUndefined();
    expect(issues({ mainlandChina: true })).toEqual([appFilingMessages.required]);
    expect(issues({ mainlandChina: true, appFilingNumber: '' })).toEqual([appFilingMessages.required]);
    expect(issues({ mainlandChina: true, appFilingNumber: '京ICP备2023012345号' })).toEqual([
      appFilingMessages.invalid,
    ]);
    expect(issues({ appFilingNumber: FILING })).toEqual([appFilingMessages.withoutDistribution]);
  });

  it('is refused by the console and the API with the field named, and stored with the version', async () => {
    const app = await seedApp(ctx.t.db, developerId, { name: 'Subway Guide' });
    const missing = await submit(app.id, { mainlandChina: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      errors: { appFilingNumber: appFilingMessages.required },
    });
    const { secret } = await seedKey(ctx.t.db, developerId, { permissions: ['write'] });
    const viaApi = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      ...validSubmission,
      mainlandChina: true,
      appFilingNumber: '京ICP备2023012345号-1X',
    });
    expect(viaApi.statusCode).toBe(400);
    expect(viaApi.json()).toMatchObject({
      code: 'validation_failed',
      errors: { appFilingNumber: appFilingMessages.invalid },
    });

    const filed = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      ...validSubmission,
      mainlandChina: true,
      appFilingNumber: ' 京ICP备2023012345号－1a',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().submission).toMatchObject({ mainlandChina: true, appFilingNumber: FILING });
    const [row] = await ctx.t.db.select().from(appSubmissions).where(eq(appSubmissions.appId, app.id));
    expect(row?.appFilingNumber).toBe(FILING);

    // The developer sees it in the console, and staff in review.
    const mine = (await send(ctx, 'GET', '/api/console/apps', devCookie)).json().apps[0];
    expect(mine.submissions[0]).toMatchObject({ mainlandChina: true, appFilingNumber: FILING });
    const queue = await send(ctx, 'GET', '/api/admin/app-submissions', staff);
    expect(queue.json().submissions[0]).toMatchObject({
      appName: 'Subway Guide',
      mainlandChina: true,
      appFilingNumber: FILING,
    });
  });
});

describe("the Chinese edition's store", () => {
  it('lists only apps whose current version carries an app filing number', async () => {
    const filedApp = await publishedApp('Metro Map', { mainlandChina: true, appFilingNumber: FILING });
    const unfiled = await publishedApp('Tide Tables', {});

    const slugs = async (query: string) =>
      (
        (await send(ctx, 'GET', `/api/app-store${query}`, undefined)).json() as {
          apps: Array<{ slug: string; appFilingNumber: string | null }>;
          total: number;
        }
      ).apps.map((app) => [app.slug, app.appFilingNumber]);
    expect(await slugs('')).toEqual(
      expect.arrayContaining([
        [filedApp.slug, FILING],
        [unfiled.slug, null],
      ]),
    );
    expect(await slugs('?edition=zh')).toEqual([[filedApp.slug, FILING]]);
    expect(await slugs('?edition=zh&q=tide')).toEqual([]);
    // An unknown edition is the default one (the query's other fields do the same).
    expect((await slugs('?edition=fr')).length).toBe(2);

    // The same through the store's functions, for the Chinese pages.
    const zh = await listStore(ctx.t.db, { page: 1 }, 'zh');
    expect(zh).toMatchObject({ total: 1, apps: [{ slug: filedApp.slug, appFilingNumber: FILING }] });
    expect(await resolveStoreSlug(ctx.t.db, unfiled.slug, 'zh')).toBeUndefined();
    expect(await resolveStoreSlug(ctx.t.db, unfiled.slug)).toMatchObject({ app: { slug: unfiled.slug } });
    const page = await send(ctx, 'GET', `/api/app-store/${filedApp.slug}`, undefined);
    expect(page.json().app).toMatchObject({ slug: filedApp.slug, appFilingNumber: FILING });
  });

  it("follows the app's current version: a new version without a filing number leaves the listing", async () => {
    const app = await publishedApp('Night Sky', { mainlandChina: true, appFilingNumber: FILING });
    expect((await listStore(ctx.t.db, { page: 1 }, 'zh')).total).toBe(1);
    const next = await submit(app.id, {}, '2.0.0');
    const { id } = next.json().submission as { id: number };
    await review(id, 'approved');
    await review(id, 'published');
    expect((await listStore(ctx.t.db, { page: 1 }, 'zh')).total).toBe(0);
    expect((await listStore(ctx.t.db, { page: 1 })).total).toBe(1);
  });
});

describe("the developer account's language", () => {
  it('a developer who applies from the Chinese edition gets every mail in Chinese', async () => {
    const applied = await postJson(ctx.app, '/api/submit-developer', {
      ...validDeveloper({ email: 'li.na@example.cn', fullName: '李娜' }),
      language: 'zh',
      _t: await validFormToken(ctx.app, clock),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json() as { id: number };
    const [application] = await ctx.t.db
      .select()
      .from(developerApplications)
      .where(eq(developerApplications.id, id));
    expect(application?.language).toBe('zh');
    const zh = developerMails.zh;

    await ctx.app.ctx.outbox.drain();
    const received = await ctx.peer.waitFor((m) => m.to.includes('li.na@example.cn'));
    expect(received.subject).toMatch(new RegExp(`^${zh.applicationReceived.subject} \\(#\\d+\\)$`));
    expect(received.text).toContain('李娜，您好：');
    expect(received.text).toContain(zh.applicationReceived.next);

    // Approved: the invitation to choose a password, in Chinese.
    const approved = await send(ctx, 'PUT', `/api/admin/developer-applications/${id}/status`, staff, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const invitation = await ctx.peer.waitFor((m) => m.subject === zh.invitation.subject);
    expect(invitation.to).toEqual(['li.na@example.cn']);
    expect(invitation.text).toContain('您加入 Lumen 开发者计划的申请已通过，欢迎加入！');
    expect(tokenInDeveloperLink(invitation.text)).toBeTruthy();
    // Its link opens the Chinese twin of the set-password page.
    expect(invitation.text).toMatch(/^http:\/\/\S+\/zh\/developers\/set-password\?token=\S+$/m);
    expect(invitation.text).toContain(zh.signature);
    const [account] = await ctx.t.db
      .select()
      .from(developers)
      .where(eq(developers.email, 'li.na@example.cn'));
    expect(account?.language).toBe('zh');

    // A review decision on an app, in Chinese.
    const cookie = await developerCookie(ctx, account!.id);
    const app = await seedApp(ctx.t.db, account!.id, { name: '地铁导航' });
    const filed = await send(ctx, 'POST', `/api/console/apps/${app.id}/submissions`, cookie, {
      ...validSubmission,
      version: '1.2.0',
    });
    await review((filed.json().submission as { id: number }).id, 'rejected', '请补充隐私政策。');
    await ctx.app.ctx.outbox.drain();
    const decision = await ctx.peer.waitFor((m) => m.subject === '地铁导航 1.2.0：提交未通过审核');
    expect(decision.text).toContain('您提交的 地铁导航 1.2.0 版本未通过审核。');
    expect(decision.text).toContain(`${zh.submission.notesHeading}\n请补充隐私政策。`);

    // A reset link, in Chinese.
    await ctx.t.db
      .update(developerApplications)
      .set({ loginEnabled: true })
      .where(eq(developerApplications.id, id));
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/developers/forgot-password',
      headers: { origin: 'http://localhost' },
      payload: { email: 'li.na@example.cn' },
    });
    expect(forgot.statusCode).toBe(200);
    await resetRequestsSettled();
    await ctx.app.ctx.outbox.drain();
    const reset = await ctx.peer.waitFor((m) => m.subject === zh.passwordReset.subject);
    expect(reset.text).toContain('我们收到了重置您 Lumen 开发者控制台帐号（li.na@example.cn）密码的请求。');
    expect(reset.text).toMatch(/^http:\/\/\S+\/zh\/developers\/set-password\?token=\S+$/m);

    // A new sign-in address, confirmed on the Chinese confirmation page.
    await ctx.t.db
      .update(users)
      .set({ password: await hashPassword(DEVELOPER_PASSWORD, fastParams) })
      .where(eq(users.id, account!.userId!));
    const change = await send(ctx, 'PUT', '/api/console/profile', cookie, {
      email: 'li.na.new@example.cn',
      currentPassword: DEVELOPER_PASSWORD,
    });
    expect(change.statusCode, change.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const confirm = await ctx.peer.waitFor((m) => m.subject === zh.emailChange.subject);
    expect(confirm.text).toMatch(/^http:\/\/\S+\/zh\/developers\/confirm-email\?token=\S+$/m);
  });

  it('an application from the English form is English, and a language the form does not offer is refused', async () => {
    const english = await postJson(ctx.app, '/api/submit-developer', {
      ...validDeveloper({ email: 'sam@example.org' }),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(english.statusCode).toBe(201);
    const [row] = await ctx.t.db
      .select()
      .from(developerApplications)
      .where(eq(developerApplications.email, 'sam@example.org'));
    expect(row?.language).toBe('en');
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('sam@example.org'));
    expect(mail.subject).toMatch(/^We have received your Lumen developer program application/);

    const french = await postJson(ctx.app, '/api/submit-developer', {
      ...validDeveloper({ email: 'zoe@example.org' }),
      language: 'fr',
      _t: await validFormToken(ctx.app, clock),
    });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({
      code: 'validation_failed',
      errors: { language: expect.any(String) },
    });
  });

  it('is changed in the profile, and the next mail follows it', async () => {
    const before = await send(ctx, 'GET', '/api/console/profile', devCookie);
    expect(before.json().profile.language).toBe('en');
    const bad = await send(ctx, 'PUT', '/api/console/profile', devCookie, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: { language: expect.any(String) } });

    const saved = await send(ctx, 'PUT', '/api/console/profile', devCookie, { language: 'zh' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.language).toBe('zh');
    // Other fields left out stay as they were.
    expect(saved.json().profile.fullName).toBe('王伟');

    const app = await seedApp(ctx.t.db, developerId, { name: 'Star Finder' });
    const res = await submit(app.id, {}, '3.0.0');
    await review((res.json().submission as { id: number }).id, 'approved');
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('wei@example.com'));
    expect(mail.subject).toBe('Star Finder 3.0.0：提交已通过审核');
    expect(mail.text).toContain('王伟，您好：');
    expect(mail.text).toContain(developerMails.zh.submission.pointer);

    const back = await send(ctx, 'PUT', '/api/console/profile', devCookie, { language: 'en' });
    expect(back.json().profile.language).toBe('en');
    const again = await submit(app.id, {}, '3.0.1');
    await review((again.json().submission as { id: number }).id, 'rejected', 'Crashes on start.');
    await ctx.app.ctx.outbox.drain();
    const english = await ctx.peer.waitFor((m) => m.subject === 'Star Finder 3.0.1: submission not approved');
    expect(english.text).toContain('Hello 王伟,');
  });
});
