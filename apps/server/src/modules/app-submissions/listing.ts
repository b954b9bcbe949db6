/**
 * An app's store listing (name, description, category, SDK, screenshots) and its history.
 *
 * While an app is not on the store, its developer's edits apply at once (an `edited` listing version).
 * Once it is on the store, an edit is a listing change: a submission of kind 'listing' holding the new
 * values (`changes`), reviewed by staff in the same queue as versions; new screenshots are uploaded to it
 * like a version's. The store keeps the old listing until staff approve it (`applyListingChange`). An app
 * has at most one pending listing change: a further edit is merged into it.
 *
 * Every change is a row of `app_listing_versions` (who, when, each field before and after); a row tied to
 * a submission takes its decision from that submission's status.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { validationMessages } from '@app/contracts';
import type { ListingVersion } from '@app/contracts/api/console';
import {
  appListingVersions,
  appScreenshots,
  appSubmissions,
  apps,
  type Database,
  type ListingChange,
} from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { ownApp, submissionColumns, withImages, type SubmissionView } from './developer-apps.ts';

const listingKeys = ['name', 'description', 'category', 'sdkType'] as const;
type Changes = Record<string, { from: unknown; to: unknown }>;

export async function recordListingVersion(
  tx: Database,
  entry: {
    appId: number;
    source: 'created' | 'edited' | 'listing_change' | 'version';
    submissionId?: number;
    changes: Changes;
    actor: { kind: 'developer' | 'staff'; name: string };
  },
) {
  await tx.insert(appListingVersions).values({
    appId: entry.appId,
    source: entry.source,
    submissionId: entry.submissionId ?? null,
    changes: entry.changes,
    actorKind: entry.actor.kind,
    actorName: entry.actor.name,
  });
}

/** Each listing field of `change` whose value differs from `live`, as `{ from, to }`. */
export function listingDiff(live: Record<string, unknown>, change: ListingChange): Changes {
  const diff: Changes = {};
  for (const key of listingKeys) {
    const to = change[key];
    if (to !== undefined && to !== live[key]) diff[key] = { from: live[key] ?? null, to };
  }
  return diff;
}

const asChange = (diff: Changes): ListingChange =>
  Object.fromEntries(Object.entries(diff).map(([key, value]) => [key, value.to])) as ListingChange;

/**
 * Files (or extends) the pending listing change of a published app with the fields of `change` that
 * differ from the live listing. With `allowEmpty` (the console's "Change screenshots") a change with no
 * field is filed too, for screenshots to be uploaded to it; otherwise an edit changing nothing files nothing
 * (null, or the pending change as it was).
 */
export async function proposeListingChange(
  tx: Database,
  who: { id: number; email: string },
  appId: number,
  change: ListingChange,
  options: { allowEmpty: boolean; ip: string | null },
): Promise<SubmissionView | null> {
  const live = await ownApp(tx, who.id, appId, true);
  const [pending] = await tx
    .select(submissionColumns)
    .from(appSubmissions)
    .where(
      and(
        eq(appSubmissions.appId, appId),
        eq(appSubmissions.kind, 'listing'),
        eq(appSubmissions.status, 'pending'),
      ),
    )
    .for('update');
  const merged = listingDiff(live, { ...(pending?.changes ?? {}), ...change });
  const values = asChange(merged);
  let row: typeof pending;
  if (pending) {
    [row] = await tx
      .update(appSubmissions)
      .set({ changes: values })
      .where(eq(appSubmissions.id, pending.id))
      .returning(submissionColumns);
    await tx
      .update(appListingVersions)
      .set({ changes: merged, createdAt: sql`now()` })
      .where(eq(appListingVersions.submissionId, pending.id));
  } else {
    if (Object.keys(merged).length === 0 && !options.allowEmpty) return null;
    [row] = await tx
      .insert(appSubmissions)
      .values({ appId, kind: 'listing', version: live.version, changes: values })
      .returning(submissionColumns);
    if (!row) throw new AppError('conflict', validationMessages.submissionNotPending);
    await recordListingVersion(tx, {
      appId,
      source: 'listing_change',
      submissionId: row.id,
      changes: merged,
      actor: { kind: 'developer', name: who.email },
    });
  }
  if (!row) return null;
  await recordAudit(tx, {
    actorKind: 'developer',
    actorId: who.id,
    actorName: who.email,
    action: pending ? 'app_listing_change.updated' : 'app_listing_change.created',
    entityType: 'app_submission',
    entityId: row.id,
    details: { appId, fields: Object.keys(merged) },
    ipAddress: options.ip,
  });
  const [view] = await withImages(tx, [row]);
  return view ?? null;
}

const nameTaken = () =>
  new AppError('conflict', validationMessages.appNameTaken, { name: validationMessages.appNameTaken });

/**
 * Staff approved a listing change: its fields reach the live listing, and its screenshots (if any were
 * uploaded) become the store's. The history row gets the values the store had just before.
 */
export async function applyListingChange(
  tx: Database,
  appId: number,
  submissionId: number,
  change: ListingChange,
) {
  const [live] = await tx
    .select({
      name: apps.name,
      description: apps.description,
      category: apps.category,
      sdkType: apps.sdkType,
      developerId: apps.developerId,
    })
    .from(apps)
    .where(eq(apps.id, appId))
    .for('update');
  if (!live) return;
  const diff = listingDiff(live, change);
  if (diff.name && live.developerId !== null) {
    const [clash] = await tx
      .select({ id: apps.id })
      .from(apps)
      .where(
        and(
          eq(apps.developerId, live.developerId),
          eq(sql`lower(${apps.name})`, String(diff.name.to).toLowerCase()),
          ne(apps.id, appId),
        ),
      )
      .limit(1);
    if (clash) throw nameTaken();
  }
  const [shots] = await tx
    .select({ n: count() })
    .from(appScreenshots)
    .where(eq(appScreenshots.submissionId, submissionId));
  const newShots = shots?.n ?? 0;
  if (newShots > 0) diff.screenshots = { from: null, to: newShots };
  await tx
    .update(apps)
    .set({
      ...asChange(diff),
      ...(newShots > 0 ? { listingSubmissionId: submissionId } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(apps.id, appId));
  await tx
    .update(appListingVersions)
    .set({ changes: diff })
    .where(eq(appListingVersions.submissionId, submissionId));
}

/** An app's listing history, newest first, each entry with its decision. */
export async function listingHistory(
  db: Database,
  appId: number,
  forStaff: boolean,
): Promise<ListingVersion[]> {
  const rows = await db
    .select({
      id: appListingVersions.id,
      source: appListingVersions.source,
      changes: appListingVersions.changes,
      submissionId: appListingVersions.submissionId,
      actorName: appListingVersions.actorName,
      actorKind: appListingVersions.actorKind,
      createdAt: appListingVersions.createdAt,
      status: appSubmissions.status,
      reviewedAt: appSubmissions.reviewedAt,
      publishedAt: appSubmissions.publishedAt,
      reviewNotes: appSubmissions.reviewNotes,
    })
    .from(appListingVersions)
    .leftJoin(appSubmissions, eq(appSubmissions.id, appListingVersions.submissionId))
    .where(eq(appListingVersions.appId, appId))
    .orderBy(desc(appListingVersions.createdAt), desc(appListingVersions.id));
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    changes: row.changes,
    submissionId: row.submissionId,
    decision: row.status ?? 'applied',
    decidedAt: row.source === 'version' ? row.publishedAt : row.reviewedAt,
    reviewNotes: row.reviewNotes,
    // Developers see who of them made a change, not which staff member published a version.
    actorName: forStaff || row.actorKind === 'developer' ? row.actorName : null,
    createdAt: row.createdAt,
  }));
}
