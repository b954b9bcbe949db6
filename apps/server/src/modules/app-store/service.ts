/**
 * What the public App Store shows: apps whose status is 'published' (set when staff publish a submission,
 * cleared when they withdraw it), each with its current version's published submission (release notes,
 * date, listing, screenshots) and its version history, by developers in good standing: a developer whose
 * application is no longer approved with login enabled (rejected, suspended, deleted) has their apps off the
 * store until it is approved again. Nothing of an unpublished app, and no personal data beyond the
 * developer's public name and the website they chose for their developer page, is ever read here.
 */
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { appListingSchema, undeclaredListing } from '@app/contracts';
import {
  appDeepLink,
  STORE_PAGE_SIZE,
  type AppStoreListQuery,
  type StoreApp,
  type StoreAppList,
  type StoreAppSummary,
  type StoreDeveloperPage,
  type StoreEdition,
  type StoreSort,
  type StoreVersion,
} from '@app/contracts/api/app-store';
import {
  appSlugHistory,
  appSubmissions,
  apps,
  developerApplications,
  developers,
  type Database,
} from '@app/db';
import { screenshotsOf, storeScreenshot } from '../app-submissions/index.ts';
import { storeSearch } from './search.ts';

/** The name the store shows for a developer: the public name they chose, else their company, else their name. */
const developerPublicName = sql<string>`coalesce(nullif(trim(${developers.publicName}), ''), nullif(trim(${developers.company}), ''), ${developers.fullName})`;
/** The developer page's slug: the one they chose, else `developer-{id}`. */
export const developerPublicSlug = sql<string>`coalesce(${developers.publicSlug}, 'developer-' || ${developers.id})`;

/** An SDK filter matches apps built for it and apps built for both. */
function sdkWhere(sdk: AppStoreListQuery['sdk']): SQL | undefined {
  if (!sdk) return undefined;
  return sdk === 'both' ? eq(apps.sdkType, 'both') : or(eq(apps.sdkType, sdk), eq(apps.sdkType, 'both'));
}

/**
 * The developer's application still grants access: approved, with login enabled; and the app is a live
 * one (a test-mode app is never published, decision 0060: this keeps it off the store regardless).
 */
const inGoodStanding = and(
  eq(developerApplications.status, 'approved'),
  eq(developerApplications.loginEnabled, true),
  eq(apps.mode, 'live'),
);

/**
 * Each app's current version: its newest published submission (publishing a version makes it the app's
 * version), with the date the app was first published.
 */
function currentVersions(db: Database) {
  return db
    .selectDistinctOn([appSubmissions.appId], {
      appId: appSubmissions.appId,
      submissionId: sql<number>`${appSubmissions.id}`.as('current_submission_id'),
      version: sql<string>`${appSubmissions.version}`.as('current_version'),
      updatedAt: sql<Date>`${appSubmissions.publishedAt}`
        .mapWith(appSubmissions.publishedAt)
        .as('current_published_at'),
      firstPublishedAt:
        sql<Date>`min(${appSubmissions.publishedAt}) over (partition by ${appSubmissions.appId})`
          .mapWith(appSubmissions.publishedAt)
          .as('app_first_published_at'),
      releaseNotes: appSubmissions.releaseNotes,
      listing: appSubmissions.listing,
      appFilingNumber: appSubmissions.appFilingNumber,
    })
    .from(appSubmissions)
    .where(and(eq(appSubmissions.status, 'published'), sql`${appSubmissions.publishedAt} is not null`))
    .orderBy(appSubmissions.appId, desc(appSubmissions.publishedAt), desc(appSubmissions.id))
    .as('current');
}

/**
 * Published apps on the store, their current version and developer, filtered by `where`, in an edition of
 * the store: the Chinese edition (`zh`) shows only apps whose current version is filed for mainland China
 * (it has an app filing number); the English one every published app.
 */
function storeRows(db: Database, where: SQL | undefined, rank?: SQL<number>, edition: StoreEdition = 'en') {
  const current = currentVersions(db);
  const filed = edition === 'zh' ? isNotNull(current.appFilingNumber) : undefined;
  const query = db
    .select({
      id: apps.id,
      slug: apps.slug,
      name: apps.name,
      description: apps.description,
      category: apps.category,
      sdkType: apps.sdkType,
      version: apps.version,
      developer: developerPublicName,
      developerSlug: developerPublicSlug,
      developerWebsite: developers.website,
      submissionId: current.submissionId,
      // The screenshots shown: the last approved listing change's with new ones, else the version's.
      screenshotsFrom: sql<number>`coalesce(${apps.listingSubmissionId}, ${current.submissionId})`,
      updatedAt: current.updatedAt,
      publishedAt: current.firstPublishedAt,
      releaseNotes: current.releaseNotes,
      listing: current.listing,
      appFilingNumber: current.appFilingNumber,
      rank: rank ?? sql<number>`0`,
    })
    .from(apps)
    .innerJoin(current, and(eq(current.appId, apps.id), eq(current.version, apps.version)))
    .innerJoin(developers, eq(developers.id, apps.developerId))
    .innerJoin(developerApplications, eq(developerApplications.id, developers.applicationId))
    .where(and(eq(apps.status, 'published'), inGoodStanding, filed, where));
  return { query, current };
}

type StoreRow = Awaited<ReturnType<typeof storeRows>['query']>[number];

async function summaries(db: Database, rows: StoreRow[]): Promise<StoreAppSummary[]> {
  const shots = await screenshotsOf(
    db,
    rows.map((row) => row.screenshotsFrom),
  );
  return rows.map((row) => {
    const icon = shots.find((shot) => shot.submissionId === row.screenshotsFrom);
    return {
      slug: row.slug,
      name: row.name,
      developer: row.developer,
      developerSlug: row.developerSlug,
      description: row.description,
      category: row.category,
      sdkType: row.sdkType,
      version: row.version,
      publishedAt: row.publishedAt,
      updatedAt: row.updatedAt,
      icon: icon ? storeScreenshot(icon) : null,
      appFilingNumber: row.appFilingNumber,
    };
  });
}

function orderOf(sort: StoreSort, rank: SQL<number> | undefined, updatedAt: SQL | Date): SQL[] {
  const newest = [desc(updatedAt as SQL), desc(apps.id)];
  if (sort === 'name') return [asc(sql`lower(${apps.name})`), asc(apps.id)];
  if (sort === 'relevance' && rank) return [desc(rank), ...newest];
  return newest;
}

/**
 * One page (24 apps) of the published apps matching the query, in the order asked for, in an edition of the
 * store (`zh`: filed apps only).
 */
export async function listStore(
  db: Database,
  query: AppStoreListQuery,
  edition: StoreEdition = 'en',
): Promise<StoreAppList> {
  const search = storeSearch(query.q, developerPublicName);
  const where = and(
    search?.where,
    query.category ? eq(apps.category, query.category) : undefined,
    sdkWhere(query.sdk),
  );
  const sort: StoreSort =
    query.sort === 'relevance' && !search ? 'newest' : (query.sort ?? (search ? 'relevance' : 'newest'));
  const { query: rows, current } = storeRows(db, where, search?.rank, edition);
  const page = query.page ?? 1;
  const [list, [total]] = await Promise.all([
    rows
      .orderBy(...orderOf(sort, search?.rank, sql`${current.updatedAt}`))
      .limit(STORE_PAGE_SIZE)
      .offset((page - 1) * STORE_PAGE_SIZE),
    db.select({ n: count() }).from(storeRows(db, where, undefined, edition).query.as('matches')),
  ]);
  const n = total?.n ?? 0;
  return {
    apps: await summaries(db, list),
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / STORE_PAGE_SIZE)),
    sort,
  };
}

/** Every published version of an app, newest first. */
async function versionHistory(db: Database, appId: number): Promise<StoreVersion[]> {
  const rows = await db
    .select({
      version: appSubmissions.version,
      publishedAt: appSubmissions.publishedAt,
      releaseNotes: appSubmissions.releaseNotes,
    })
    .from(appSubmissions)
    .where(
      and(
        eq(appSubmissions.appId, appId),
        eq(appSubmissions.status, 'published'),
        sql`${appSubmissions.publishedAt} is not null`,
      ),
    )
    .orderBy(desc(appSubmissions.publishedAt), desc(appSubmissions.id));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt as Date }));
}

/**
 * The published app with this slug, or undefined (unknown, never published, or withdrawn; in the Chinese
 * edition, also not filed for mainland China).
 */
async function storeApp(db: Database, slug: string, edition: StoreEdition): Promise<StoreApp | undefined> {
  const [row] = await storeRows(db, eq(apps.slug, slug), undefined, edition).query;
  if (!row) return undefined;
  const [[summary], shots, versions] = await Promise.all([
    summaries(db, [row]),
    screenshotsOf(db, [row.screenshotsFrom]),
    versionHistory(db, row.id),
  ]);
  const listing = appListingSchema.safeParse(row.listing);
  return {
    ...(summary as StoreAppSummary),
    releaseNotes: row.releaseNotes,
    screenshots: shots.map(storeScreenshot),
    listing: listing.success ? listing.data : undeclaredListing,
    versions,
    deepLink: appDeepLink(row.slug),
  };
}

/**
 * Where an address of the store points: the app now at this slug, or the current slug of a published app
 * that had it before (the page answers with a permanent redirect), or nothing.
 */
export async function resolveStoreSlug(
  db: Database,
  slug: string,
  edition: StoreEdition = 'en',
): Promise<{ app: StoreApp } | { movedTo: string } | undefined> {
  const app = await storeApp(db, slug, edition);
  if (app) return { app };
  const [former] = await db
    .select({ slug: apps.slug })
    .from(appSlugHistory)
    .innerJoin(apps, eq(apps.id, appSlugHistory.appId))
    .where(eq(appSlugHistory.slug, slug));
  if (!former || !(await storeApp(db, former.slug, edition))) return undefined;
  return { movedTo: former.slug };
}

/** A web address as a link: one given without a scheme (`example.com`) is https. */
const asLink = (website: string | null) =>
  website ? (/^https?:\/\//i.test(website) ? website : `https://${website}`) : null;

/**
 * A developer page: the developer's public name and website and their published apps (in the Chinese
 * edition, their filed ones); undefined when none.
 */
export async function storeDeveloper(
  db: Database,
  slug: string,
  edition: StoreEdition = 'en',
): Promise<StoreDeveloperPage | undefined> {
  const { query, current } = storeRows(db, eq(developerPublicSlug, slug), undefined, edition);
  const rows = await query.orderBy(desc(sql`${current.updatedAt}`), desc(apps.id));
  const [first] = rows;
  if (!first) return undefined;
  return {
    developer: { name: first.developer, slug: first.developerSlug, website: asLink(first.developerWebsite) },
    apps: await summaries(db, rows),
  };
}

/** Whether a screenshot may be shown to anyone: it is one the store shows for a published app. */
export async function isPublicScreenshot(db: Database, submissionId: number, appId: number) {
  const [row] = await storeRows(db, eq(apps.id, appId)).query;
  return row?.screenshotsFrom === submissionId;
}

/**
 * Addresses and dates of every published app and of each developer page (dated by their most recently
 * updated app), for the sitemap; `zh` when the page has its Chinese twin (decision 0067): an app filed for
 * mainland China, a developer with such an app (the Chinese store lists those only).
 */
export async function storeSitemapEntries(db: Database) {
  const rows = await storeRows(db, undefined).query;
  const developers = new Map<string, { lastmod: Date; zh: boolean }>();
  for (const row of rows) {
    const seen = developers.get(row.developerSlug);
    const filed = row.appFilingNumber !== null;
    developers.set(row.developerSlug, {
      lastmod: seen && seen.lastmod > row.updatedAt ? seen.lastmod : row.updatedAt,
      zh: Boolean(seen?.zh) || filed,
    });
  }
  return [
    ...rows.map((row) => ({
      path: `/app-store/${row.slug}`,
      lastmod: row.updatedAt,
      zh: row.appFilingNumber !== null,
    })),
    ...[...developers].map(([slug, page]) => ({ path: `/app-store/developers/${slug}`, ...page })),
  ];
}
