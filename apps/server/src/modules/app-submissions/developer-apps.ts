/**
 * Reads of a developer's apps and their submissions, as the console and the developer API both show
 * them (one home, so neither module imports the other).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { KeyMode } from '@app/contracts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { apps, appScreenshots, appSubmissions, type Database } from '@app/db';
import { AppError } from '../../lib/app-error.ts';

export const appNotFound = 'App not found';

/** What the console and the API show of a submission. */
export const submissionColumns = {
  id: appSubmissions.id,
  appId: appSubmissions.appId,
  kind: appSubmissions.kind,
  version: appSubmissions.version,
  releaseNotes: appSubmissions.releaseNotes,
  downloadUrl: appSubmissions.downloadUrl,
  changes: appSubmissions.changes,
  status: appSubmissions.status,
  reviewNotes: appSubmissions.reviewNotes,
  listing: appSubmissions.listing,
  /** Distribution in mainland China is declared by giving the version's app filing number. */
  mainlandChina: sql<boolean>`${appSubmissions.appFilingNumber} is not null`.mapWith(Boolean),
  appFilingNumber: appSubmissions.appFilingNumber,
  reviewedAt: appSubmissions.reviewedAt,
  publishedAt: appSubmissions.publishedAt,
  createdAt: appSubmissions.createdAt,
};

type ColumnKey = Exclude<keyof typeof submissionColumns, 'mainlandChina'>;
type SubmissionRow = { [K in ColumnKey]: (typeof appSubmissions.$inferSelect)[K] } & {
  mainlandChina: boolean;
};
/** An uploaded screenshot as a submission lists it (the console adds where it is served). */
interface SubmissionImage {
  id: number;
  submissionId: number;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  byteSize: number;
}
export type SubmissionView = SubmissionRow & { images: SubmissionImage[] };

export const submissionNotFound = 'App submission not found';
export const submissionMissing = () =>
  new AppError('not_found', submissionNotFound, undefined, undefined, apiErrorCodes.submissionNotFound);

/** The submissions' rows with their uploaded screenshots (upload order). */
export async function withImages(db: Database, rows: SubmissionRow[]): Promise<SubmissionView[]> {
  if (rows.length === 0) return [];
  const shots = await db
    .select({
      id: appScreenshots.id,
      submissionId: appScreenshots.submissionId,
      contentType: appScreenshots.contentType,
      byteSize: appScreenshots.byteSize,
    })
    .from(appScreenshots)
    .where(
      inArray(
        appScreenshots.submissionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(appScreenshots.id));
  return rows.map((row) => ({
    ...row,
    images: (shots as SubmissionImage[]).filter((shot) => shot.submissionId === row.id),
  }));
}

/** Submissions of the given apps, newest first. */
export async function submissionsOfApps(db: Database, appIds: number[]): Promise<SubmissionView[]> {
  if (appIds.length === 0) return [];
  const rows = await db
    .select(submissionColumns)
    .from(appSubmissions)
    .where(inArray(appSubmissions.appId, appIds))
    .orderBy(desc(appSubmissions.createdAt), desc(appSubmissions.id));
  return withImages(db, rows);
}

export const appColumns = {
  id: apps.id,
  name: apps.name,
  slug: apps.slug,
  description: apps.description,
  sdkType: apps.sdkType,
  category: apps.category,
  version: apps.version,
  status: apps.status,
  visibility: apps.visibility,
  mode: apps.mode,
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
};
export type AppView = { [K in keyof typeof appColumns]: (typeof apps.$inferSelect)[K] };

/**
 * The developer's app, or 404. `forUpdate` locks the row inside a transaction; `mode` (an API key's)
 * answers 404 for an app of the other mode, as if it did not exist.
 */
export async function ownApp(
  db: Database,
  developerId: number,
  id: number,
  forUpdate = false,
  mode?: KeyMode,
): Promise<AppView> {
  const query = db
    .select(appColumns)
    .from(apps)
    .where(and(eq(apps.id, id), eq(apps.developerId, developerId), mode ? eq(apps.mode, mode) : undefined));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', appNotFound);
  return row;
}

/** The developer's apps of `mode` (live or test), newest first, each with its submissions (newest first). */
export async function listApps(
  db: Database,
  developerId: number,
  onlyAppId: number | null,
  mode: KeyMode,
): Promise<Array<AppView & { submissions: SubmissionView[] }>> {
  const rows = await db
    .select(appColumns)
    .from(apps)
    .where(
      and(
        eq(apps.developerId, developerId),
        eq(apps.mode, mode),
        onlyAppId ? eq(apps.id, onlyAppId) : undefined,
      ),
    )
    .orderBy(desc(apps.createdAt), desc(apps.id));
  const submissions = await submissionsOfApps(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, submissions: submissions.filter((s) => s.appId === row.id) }));
}
