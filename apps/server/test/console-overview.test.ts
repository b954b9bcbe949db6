/** Console Overview counts and activity, SDK downloads (counted, a real ZIP) and the profile. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { developers, sdkDownloads, sdkReleaseFiles, users } from '@app/db';
import {
  developerCookie,
  DEVELOPER_PASSWORD,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
} from './developer-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { strFromU8, unzipSync } from 'fflate';
import type { SdkRelease } from '@app/contracts/api/sdk-releases';
import { seedSampleReleases } from '../src/modules/sdk-releases/index.ts';

let ctx: TestContext;
let cookie: string;
let developer: Awaited<ReturnType<typeof seedDeveloper>>['developer'];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.t.reset();
  developer = (await seedDeveloper(ctx.t.db, { email: 'olivia@example.com', fullName: 'Olivia Overview' }))
    .developer;
  cookie = await developerCookie(ctx, developer.id);
});

describe('downloads', () => {
  it('counts a download of a release file and points at the public file', async () => {
    await seedSampleReleases(ctx.t.db);
    const releases = (await send(ctx, 'GET', '/api/sdk-releases', undefined)).json().releases as SdkRelease[];
    const cxrS = releases.find((r) => r.sdk === 'cxr-s' && r.current)!;
    const library = cxrS.files.find((f) => f.kind === 'library')!;
    const res = await send(ctx, 'POST', `/api/console/downloads/files/${library.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().download).toEqual({
      sdk: 'cxr-s',
      version: '1.8.2',
      fileName: 'lumen-cxr-s-sdk-1.8.2.zip',
      url: '/downloads/sdk/cxr-s/1.8.2/lumen-cxr-s-sdk-1.8.2.zip',
    });
    const rows = await ctx.t.db.select().from(sdkDownloads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ developerId: developer.id, sdk: 'cxr-s', version: '1.8.2' });

    const file = await send(ctx, 'GET', res.json().download.url, undefined);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="lumen-cxr-s-sdk-1.8.2.zip"');
    const entries = unzipSync(file.rawPayload);
    expect(Object.keys(entries)).toContain('lumen-cxr-s-sdk-1.8.2/include/cxr/app.h');
    expect(strFromU8(entries['lumen-cxr-s-sdk-1.8.2/README.md']!)).toContain('CXR-S SDK 1.8.2');
    expect(strFromU8(entries['lumen-cxr-s-sdk-1.8.2/LICENSE.txt']!)).toContain('CXR-S SDK (glasses) 1.8.2');

    expect((await send(ctx, 'POST', '/api/console/downloads/files/999999', cookie)).statusCode).toBe(404);
    expect((await send(ctx, 'POST', '/api/console/downloads/files/constructor', cookie)).statusCode).toBe(
      404,
    );
    expect((await send(ctx, 'GET', '/downloads/sdk/cxr-s/1.8.2/nope.zip', undefined)).statusCode).toBe(404);
  });
});

describe('overview', () => {
  it('counts own apps, usable keys and downloads, and lists recent own activity', async () => {
    const other = await seedDeveloper(ctx.t.db);
    await seedApp(ctx.t.db, other.developer.id);
    await seedKey(ctx.t.db, other.developer.id);
    await send(ctx, 'POST', '/api/console/apps', cookie, {
      name: 'Counted',
      sdkType: 'both',
      category: 'other',
    });
    await send(ctx, 'POST', '/api/console/keys', cookie, { keyName: 'Live' });
    await seedKey(ctx.t.db, developer.id, { isActive: false });
    await seedKey(ctx.t.db, developer.id, { expiresAt: new Date(Date.now() - 1000) });
    await seedSampleReleases(ctx.t.db);
    const [unityFile] = await ctx.t.db.select({ id: sdkReleaseFiles.id }).from(sdkReleaseFiles).limit(1);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await send(ctx, 'POST', `/api/console/downloads/files/${unityFile!.id}`, cookie)).statusCode,
      ).toBe(200);
    }

    const res = await send(ctx, 'GET', '/api/console/overview', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ apps: 1, apiKeys: 1, downloads: 2, activityThisWeek: 4 });
    expect(body.recentActivity.map((a: { action: string }) => a.action)).toEqual([
      'sdk.downloaded',
      'sdk.downloaded',
      'api_key.created',
      'app.created',
    ]);
    expect(body.recentActivity[0]).not.toHaveProperty('ipAddress');
  });
});

describe('profile', () => {
  it('reads the profile with the account status', async () => {
    const res = await send(ctx, 'GET', '/api/console/profile', cookie);
    expect(res.json().profile).toMatchObject({
      fullName: 'Olivia Overview',
      email: 'olivia@example.com',
      company: 'Code Co',
      accountType: 'Developer',
      verified: true,
    });
    expect(res.body).not.toContain('scrypt');
  });

  it('saves the editable fields with profileSchema; left-out fields stay', async () => {
    const res = await send(ctx, 'PUT', '/api/console/profile', cookie, {
      fullName: 'Olivia O.',
      company: '',
      githubHandle: '@olivia',
      bio: 'Builds AR tools.',
      skills: ['Kotlin', ' kotlin ', 'Unity C#', 'C++'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      fullName: 'Olivia O.',
      company: null,
      githubHandle: '@olivia',
      bio: 'Builds AR tools.',
      skills: ['Kotlin', 'Unity C#', 'C++'],
      email: 'olivia@example.com',
    });
    const partial = await send(ctx, 'PUT', '/api/console/profile', cookie, { bio: 'Only bio' });
    expect(partial.json().profile).toMatchObject({ fullName: 'Olivia O.', bio: 'Only bio' });

    const bad = await send(ctx, 'PUT', '/api/console/profile', cookie, {
      fullName: '',
      githubHandle: 'not a handle!',
      skills: Array(31).fill('x'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      githubHandle: 'Please enter a GitHub username or profile URL',
      skills: 'At most 30 skills',
    });
    const blankName = await send(ctx, 'PUT', '/api/console/profile', cookie, { fullName: ' ' });
    expect(blankName.json().errors).toEqual({ fullName: 'Full name is required' });
  });

  it('asks to change the e-mail address only with the current password; a taken one answers like any other', async () => {
    await seedDeveloper(ctx.t.db, { email: 'taken@example.com' });
    const without = await send(ctx, 'PUT', '/api/console/profile', cookie, { email: 'new@example.com' });
    expect(without.json().errors).toEqual({
      currentPassword: 'Enter your current password to change your e-mail address',
    });
    const wrong = await send(ctx, 'PUT', '/api/console/profile', cookie, {
      email: 'new@example.com',
      currentPassword: 'wrong-password',
    });
    expect(wrong.json().errors).toEqual({ currentPassword: 'Incorrect password. Please try again.' });
    const taken = await send(ctx, 'PUT', '/api/console/profile', cookie, {
      email: 'TAKEN@example.com',
      currentPassword: DEVELOPER_PASSWORD,
    });
    // Same answer as a free address (console-email-change.test.ts): the form cannot find accounts.
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ pendingEmail: 'taken@example.com' });
    const same = await send(ctx, 'PUT', '/api/console/profile', cookie, { email: 'Olivia@example.com' });
    expect(same.statusCode).toBe(200);

    // Accepted as a request: the address changes only from the link mailed to it (console-email-change.test.ts).
    const ok = await send(ctx, 'PUT', '/api/console/profile', cookie, {
      email: 'New@Example.com',
      currentPassword: DEVELOPER_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      profile: { email: 'olivia@example.com' },
      pendingEmail: 'new@example.com',
    });
    const [row] = await ctx.t.db.select().from(developers).where(eq(developers.id, developer.id));
    const [user] = await ctx.t.db.select().from(users).where(eq(users.id, row!.userId!));
    expect([row!.email, user!.email]).toEqual(['olivia@example.com', 'olivia@example.com']);
  });
});
