/**
 * What the public App Store shows: apps whose status is 'published' (set when staff publish a submission,
 * cleared when they withdraw it), each with its current version's published submission (release notes,
 * date, screenshots), by developers in good standing: a developer whose application is no longer approved
 * with login enabled (rejected, suspended, deleted) has their apps off the store until it is approved again.
 * Nothing of an unpublished app, and no personal data beyond the developer's public name (their company,
 * else their name), is ever read here.
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AppStoreQuery, StoreApp, StoreAppSummary } from '@app/contracts/api/app-store';
import { appSubmissions, apps, developerApplications, developers, type Database } from '@app/db';
import { searchWhere } from '../../lib/list-query.ts';
import { screenshotsOf, storeScreenshot } from '../app-submissions/index.ts';

/** An SDK filter matches apps built for it and apps built for both. */
function sdkWhere(sdk: AppStoreQuery['sdk']): SQL | undefined {
  if (!sdk) return undefined;
  return sdk === 'both' ? eq(apps.sdkType, 'both') : or(eq(apps.sdkType, sdk), eq(apps.sdkType, 'both'));
}

const storeColumns = {
  id: apps.id,
  slug: apps.slug,
  name: apps.name,
  description: apps.description,
  category: apps.category,
  sdkType: apps.sdkType,
  version: apps.version,
  company: developers.company,
  fullName: developers.fullName,
};

/** The developer's application still grants access: approved, with login enabled. */
const inGoodStanding = and(
  eq(developerApplications.status, 'approved'),
  eq(developerApplications.loginEnabled, true),
);

/** Published apps matching the query, most recently published first, with their current version's details. */
async function publishedApps(db: Database, where: SQL | undefined): Promise<StoreApp[]> {
  const rows = await db
    .select(storeColumns)
    .from(apps)
    .innerJoin(developers, eq(developers.id, apps.developerId))
    .innerJoin(developerApplications, eq(developerApplications.id, developers.applicationId))
    .where(and(eq(apps.status, 'published'), inGoodStanding, where));
  if (rows.length === 0) return [];
  const published = await db
    .select({
      id: appSubmissions.id,
      appId: appSubmissions.appId,
      version: appSubmissions.version,
      releaseNotes: appSubmissions.releaseNotes,
      publishedAt: appSubmissions.publishedAt,
    })
    .from(appSubmissions)
    .where(
      and(
        inArray(
          appSubmissions.appId,
          rows.map((row) => row.id),
        ),
        eq(appSubmissions.status, 'published'),
      ),
    )
    .orderBy(desc(appSubmissions.publishedAt), desc(appSubmissions.id));
  const current = new Map<number, (typeof published)[number]>();
  for (const row of rows) {
    const submission = published.find((s) => s.appId === row.id && s.version === row.version);
    if (submission?.publishedAt) current.set(row.id, submission);
  }
  const shots = await screenshotsOf(
    db,
    [...current.values()].map((s) => s.id),
  );
  return rows
    .filter((row) => current.has(row.id))
    .map((row) => {
      const submission = current.get(row.id) as (typeof published)[number];
      const screenshots = shots.filter((s) => s.submissionId === submission.id).map(storeScreenshot);
      return {
        slug: row.slug,
        name: row.name,
        developer: row.company?.trim() || row.fullName,
        description: row.description,
        category: row.category,
        sdkType: row.sdkType,
        version: row.version,
        publishedAt: submission.publishedAt as Date,
        icon: screenshots[0] ?? null,
        releaseNotes: submission.releaseNotes,
        screenshots,
      };
    })
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.name.localeCompare(b.name));
}

export async function listStore(db: Database, query: AppStoreQuery): Promise<StoreAppSummary[]> {
  const where = and(
    searchWhere(query.q, [apps.name, apps.description, developers.company, developers.fullName]),
    query.category ? eq(apps.category, query.category) : undefined,
    sdkWhere(query.sdk),
  );
  const list = await publishedApps(db, where);
  return list.map(({ releaseNotes: _notes, screenshots: _shots, ...summary }) => summary);
}

/** The published app with this slug, or undefined (unknown, never published, or withdrawn). */
export async function storeApp(db: Database, slug: string): Promise<StoreApp | undefined> {
  const [app] = await publishedApps(db, eq(apps.slug, slug));
  return app;
}

/** Whether a screenshot may be shown to anyone: it belongs to the current version of a published app. */
export async function isPublicScreenshot(db: Database, submissionId: number, appId: number) {
  const [row] = await db
    .select({ version: apps.version, submissionVersion: appSubmissions.version })
    .from(appSubmissions)
    .innerJoin(apps, eq(apps.id, appSubmissions.appId))
    .innerJoin(developers, eq(developers.id, apps.developerId))
    .innerJoin(developerApplications, eq(developerApplications.id, developers.applicationId))
    .where(
      and(
        eq(appSubmissions.id, submissionId),
        eq(apps.id, appId),
        eq(apps.status, 'published'),
        eq(appSubmissions.status, 'published'),
        inGoodStanding,
      ),
    );
  return Boolean(row && row.version === row.submissionVersion);
}

/** Slugs and dates of every published app, for the sitemap. */
export async function storeSitemapEntries(db: Database) {
  const list = await publishedApps(db, undefined);
  return list.map((app) => ({ path: `/app-store/${app.slug}`, lastmod: app.publishedAt }));
}
