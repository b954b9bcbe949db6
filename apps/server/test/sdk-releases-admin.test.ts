/**
 * Staff publish SDK releases (multipart: fields and files), mark one current, withdraw and restore;
 * every change is audited, and the public list, the files, the Maven metadata and the release-notes
 * page follow at once. The release-notes page is the built web app's template (SdkReleaseNotes rendered
 * with its placeholder release, in the site's layout) filled by the server; notes are Markdown with raw
 * HTML escaped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@app/db';
import { apiErrorCodes } from '@app/contracts/api/common';
import type { SdkRelease } from '@app/contracts/api/sdk-releases';
import { sampleAar, seedSampleReleases } from '../src/modules/sdk-releases/index.ts';
import { asStaff, staffCookie } from './admin-helpers.ts';
import { defaultWebDist } from '../src/plugins/static-site.ts';
import { useTestApp } from './helpers.ts';

/** The built web app: its release-notes templates are the React page rendered by the build. */
function builtWebDist(): string {
  const dist = defaultWebDist();
  const manifest = dist ? readFileSync(join(dist, 'routes.json'), 'utf8') : '';
  if (!dist || !manifest.includes('"/sdk/cxr-m/releases"')) {
    throw new Error('apps/web/dist has no release-notes templates: run "npm run build" first');
  }
  return dist;
}

const ctx = useTestApp(() => ({ webDist: builtWebDist() }));
let cookie: string;
beforeEach(async () => {
  await seedSampleReleases(ctx.t.db);
  cookie = (await staffCookie(ctx)).cookie;
});

function publishForm(fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [bytes, fileName]] of Object.entries(files))
    form.append(name, new Blob([bytes]), fileName);
  return form;
}

const valid = {
  sdk: 'cxr-m',
  version: '2.2.0',
  releaseDate: '2026-11-28',
  notes: '## Changes\n\n- Faster pairing <script>alert(1)</script>\n- [Docs](javascript:alert(1))',
  requirements: 'Operating system: Android 8.0 (API level 26) or higher\nMemory: 3GB RAM',
};

const publish = (form: FormData) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/sdk-releases', headers: asStaff(cookie), payload: form });

const publicReleases = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/sdk-releases' })).json().releases as SdkRelease[];

describe('publishing', () => {
  it('publishes a release with its files, audited, and makes it current when asked', async () => {
    const aar = sampleAar('2.2.0');
    const res = await publish(
      publishForm(
        { ...valid, makeCurrent: 'on' },
        { library: [aar, 'cxr-m-2.2.0.aar'], toolchain: [Buffer.alloc(0), ''] },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { release } = res.json() as { release: SdkRelease };
    expect(release).toMatchObject({
      sdk: 'cxr-m',
      version: '2.2.0',
      releaseDate: '2026-11-28',
      current: true,
      withdrawn: false,
      sampleBuild: false,
      totalBytes: aar.length,
      requirements: [
        { label: 'Operating system', value: 'Android 8.0 (API level 26) or higher' },
        { label: 'Memory', value: '3GB RAM' },
      ],
    });
    expect(release.files).toHaveLength(1);
    const cxrM = (await publicReleases()).filter((r) => r.sdk === 'cxr-m');
    expect(cxrM.map((r) => [r.version, r.current])).toEqual([
      ['2.2.0', true],
      ['2.1.0', false],
    ]);
    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'sdk_release.published'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'staff',
      entityType: 'sdk_release',
      entityId: String(release.id),
    });
  });

  it('refuses a bad version, date or requirement line, no files, a duplicate (code), an unsafe file name', async () => {
    const aar: [Buffer, string] = [sampleAar('2.2.0'), 'cxr-m-2.2.0.aar'];
    const bad = await publish(
      publishForm(
        { ...valid, version: 'v2', releaseDate: '28/11/2026', requirements: 'no colon' },
        { library: aar },
      ),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['releaseDate', 'requirements', 'version']);
    expect((await publish(publishForm(valid))).statusCode).toBe(400);
    const duplicate = await publish(publishForm({ ...valid, version: '2.1.0' }, { library: aar }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(apiErrorCodes.sdkReleaseExists);
    const unsafe = await publish(publishForm(valid, { library: [aar[0], 'my "lib".aar'] }));
    expect(unsafe.statusCode).toBe(400);
    expect((await publicReleases()).map((r) => r.version)).toEqual(['2.1.0', '1.8.2', '1.5.1']);
  });

  it('staff only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sdk-releases',
      headers: { origin: 'http://localhost' },
      payload: publishForm(valid, { library: [sampleAar('2.2.0'), 'cxr-m-2.2.0.aar'] }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('current and withdrawn', () => {
  it('withdraws an old release (gone from the list, files, Maven), refuses to withdraw the current one', async () => {
    const added = (
      await publish(
        publishForm({ ...valid, makeCurrent: 'on' }, { library: [sampleAar('2.2.0'), 'cxr-m-2.2.0.aar'] }),
      )
    ).json().release as SdkRelease;
    const old = (await publicReleases()).find((r) => r.version === '2.1.0')!;
    const patch = (id: number, body: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/sdk-releases/${id}`,
        headers: asStaff(cookie),
        payload: body,
      });

    const refused = await patch(added.id, { withdrawn: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(apiErrorCodes.sdkReleaseState);

    expect((await patch(old.id, { withdrawn: true })).json().release).toMatchObject({
      withdrawn: true,
      current: false,
    });
    expect((await publicReleases()).some((r) => r.version === '2.1.0')).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: old.files[0]!.url })).statusCode).toBe(404);
    const metadata = await ctx.app.inject({
      method: 'GET',
      url: '/maven/releases/com/lumen/cxr/cxr-m/maven-metadata.xml',
    });
    expect(metadata.body).not.toContain('<version>2.1.0</version>');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/maven/releases/com/lumen/cxr/cxr-m/2.1.0/cxr-m-2.1.0.aar',
        })
      ).statusCode,
    ).toBe(404);
    const withdrawnCurrent = await patch(old.id, { current: true });
    expect(withdrawnCurrent.json().code).toBe(apiErrorCodes.sdkReleaseState);

    // Restored and made current again.
    expect((await patch(old.id, { withdrawn: false, current: true })).json().release).toMatchObject({
      withdrawn: false,
      current: true,
    });
    expect(
      (await publicReleases()).filter((r) => r.sdk === 'cxr-m' && r.current).map((r) => r.version),
    ).toEqual(['2.1.0']);
    const staffList = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/sdk-releases',
      headers: asStaff(cookie),
    });
    expect((staffList.json().releases as SdkRelease[]).filter((r) => r.sdk === 'cxr-m')).toHaveLength(2);
    const actions = (await ctx.t.db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['sdk_release.withdrawn', 'sdk_release.restored', 'sdk_release.made_current']),
    );
  });
});

describe('release notes page', () => {
  it('lists every public version, newest first, with notes escaped, files, sizes and the sample-build mark', async () => {
    await publish(
      publishForm({ ...valid, makeCurrent: 'on' }, { library: [sampleAar('2.2.0'), 'cxr-m-2.2.0.aar'] }),
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/sdk/cxr-m/releases' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).not.toContain('{{');
    expect(html.indexOf('Version 2.2.0')).toBeGreaterThan(0);
    expect(html.indexOf('Version 2.2.0')).toBeLessThan(html.indexOf('Version 2.1.0'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<h4>Changes</h4>'); // under the version's h3
    expect(html).toContain('href="/downloads/sdk/cxr-m/2.2.0/cxr-m-2.2.0.aar"');
    expect(html).toContain('href="/downloads/sdk/cxr-m/2.1.0/cxr-m-2.1.0.aar"');
    expect(html).toContain('Released November 28, 2026');
    expect(html).toContain('Released May 24, 2025');
    // One "Current" (2.2.0) and one "Sample build" (2.1.0) mark.
    expect(html.match(/>Current</g)).toHaveLength(1);
    expect(html.match(/>Sample build</g)).toHaveLength(1);
    expect(html).toContain('Android 8.0 (API level 26) or higher');
    expect(html).not.toMatch(/No versions are published yet\./);
    const unity = await ctx.app.inject({ method: 'GET', url: '/sdk/unity/releases' });
    expect(unity.body).toContain('Version 1.5.1');
    expect(unity.body).toContain('Android bridge library');
  });
});
