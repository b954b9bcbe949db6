/**
 * App submissions: a developer submits a version of an app for review (console or API); staff approve or
 * reject it (with notes), then publish an approved one. The state machine:
 *
 *   pending ──approve──▶ approved ──publish──▶ published ──withdraw──▶ withdrawn
 *      ├─────reject───▶ rejected
 *      └─────cancel───▶ cancelled   (by its developer: frees the app for a new submission)
 *
 * A listing change (kind 'listing', listing.ts) is a submission too: pending, then approved (its changes
 * reach the store at once), rejected or cancelled.
 *
 * Every change is timestamped (reviewedAt/reviewedBy, publishedAt) and audited; publishing makes the
 * app 'published' at the submission's version (it appears on the public App Store); withdrawing takes it back
 * to 'development' (it leaves the store). An app has at most one pending submission (a partial
 * unique index, so two concurrent submits cannot both get in). The developer is e-mailed each decision.
 */
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  appFilingOf,
  appSubmissionStatuses,
  developerMails,
  asAccountLanguage,
  toListing,
  validationMessages,
  type AppSubmission,
  type AppSubmissionKind,
  type AppSubmissionStatus,
  type ListQuery,
} from '@app/contracts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { appScreenshots, appSubmissions, apps, developers, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { countAll, pickStatus, searchWhere } from '../../lib/list-query.ts';
import { auditStaff, type Actor } from '../staff-auth/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { submissionColumns, submissionMissing, withImages, type SubmissionView } from './developer-apps.ts';
import { applyListingChange, recordListingVersion } from './listing.ts';
import { decideInTestMode } from './test-mode.ts';

export const pendingExistsMessage =
  'This app already has a submission waiting for review. Wait for the decision before submitting again.';
const rejectNotesRequired = 'Please tell the developer why the submission is rejected';

type Transitions = Readonly<Record<AppSubmissionStatus, readonly AppSubmissionStatus[]>>;
/** Which status staff may move each status to, per kind (cancelling is the developer's, below). */
const submissionTransitions: Readonly<Record<AppSubmissionKind, Transitions>> = {
  version: {
    pending: ['approved', 'rejected'],
    approved: ['published'],
    rejected: [],
    published: ['withdrawn'],
    withdrawn: [],
    cancelled: [],
  },
  // A listing change is live once approved: nothing follows.
  listing: {
    pending: ['approved', 'rejected'],
    approved: [],
    rejected: [],
    published: [],
    withdrawn: [],
    cancelled: [],
  },
};

const transitionRefused = (from: string, to: string) =>
  `A ${from} submission cannot be ${to === 'published' ? 'published' : `set to ${to}`}.`;

/**
 * Files a submission for an app the caller has already checked belongs to `developer`. 409 when the app
 * already has one pending. A test-mode app's submission is decided at once (decideInTestMode).
 */
export async function createSubmission(
  ctx: AppContext,
  input: {
    appId: number;
    developer: { id: number; email: string };
    data: AppSubmission;
    via: 'console' | 'api';
  },
  ip: string | null,
): Promise<SubmissionView> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appSubmissions)
      .values({
        appId: input.appId,
        version: input.data.version,
        releaseNotes: input.data.releaseNotes?.trim() || null,
        downloadUrl: input.data.downloadUrl,
        listing: toListing(input.data),
        appFilingNumber: appFilingOf(input.data),
      })
      .onConflictDoNothing()
      .returning(submissionColumns);
    if (!row) throw new AppError('conflict', pendingExistsMessage);
    const [app] = await tx.select({ mode: apps.mode }).from(apps).where(eq(apps.id, input.appId));
    const mode = app?.mode ?? 'live';
    await recordAudit(tx, {
      actorKind: 'developer',
      actorId: input.developer.id,
      actorName: input.developer.email,
      action: 'app_submission.created',
      entityType: 'app_submission',
      entityId: row.id,
      details: { appId: input.appId, version: row.version, via: input.via, mode },
      ipAddress: ip,
    });
    const view: SubmissionView = { ...row, images: [] };
    return mode === 'test' ? decideInTestMode(tx, view) : view;
  });
}

export const notPending = (message: string = validationMessages.submissionNotPending) =>
  new AppError('conflict', message, undefined, undefined, apiErrorCodes.submissionNotPending);

/**
 * The developer takes back their pending submission (of `appId`, already checked to be theirs): it becomes
 * `cancelled`, leaves the staff queue and frees the app for a new submission. 404 `submission_not_found`,
 * 409 `submission_not_pending` once decided or cancelled.
 */
export async function cancelSubmission(
  ctx: AppContext,
  input: {
    appId: number;
    submissionId: number;
    developer: { id: number; email: string };
    via: 'console' | 'api';
  },
  ip: string | null,
): Promise<SubmissionView> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: appSubmissions.status, kind: appSubmissions.kind, version: appSubmissions.version })
      .from(appSubmissions)
      .where(and(eq(appSubmissions.id, input.submissionId), eq(appSubmissions.appId, input.appId)))
      .for('update');
    if (!current) throw submissionMissing();
    if (current.status !== 'pending') throw notPending();
    const [row] = await tx
      .update(appSubmissions)
      .set({ status: 'cancelled' })
      .where(eq(appSubmissions.id, input.submissionId))
      .returning(submissionColumns);
    await recordAudit(tx, {
      actorKind: 'developer',
      actorId: input.developer.id,
      actorName: input.developer.email,
      action: 'app_submission.cancelled',
      entityType: 'app_submission',
      entityId: input.submissionId,
      details: { appId: input.appId, kind: current.kind, version: current.version, via: input.via },
      ipAddress: ip,
    });
    const [view] = await withImages(tx, [row as NonNullable<typeof row>]);
    return view as SubmissionView;
  });
}

// ---------------------------------------------------------------- staff

const staffColumns = {
  ...submissionColumns,
  appName: apps.name,
  appSlug: apps.slug,
  appStatus: apps.status,
  appVersion: apps.version,
  developerId: developers.id,
  developerName: developers.fullName,
  developerEmail: developers.email,
  reviewedByName: users.username,
};

/** Staff never see test-mode apps' submissions (decision 0060): not in the queue, lists nor counts. */
const liveOnly = eq(apps.mode, 'live');

function staffFilters(query: ListQuery): SQL | undefined {
  const status = pickStatus(query.status, appSubmissionStatuses);
  return and(
    liveOnly,
    // Cancelled submissions leave the queue: they are listed only when asked for by their status.
    status ? eq(appSubmissions.status, status) : ne(appSubmissions.status, 'cancelled'),
    searchWhere(query.q, [apps.name, developers.fullName, developers.email, appSubmissions.version]),
  );
}

/** The staff list (newest first) with app and developer, and the count per status. */
export async function listForStaff(db: Database, query: ListQuery) {
  const where = staffFilters(query);
  const base = () =>
    db
      .select(staffColumns)
      .from(appSubmissions)
      .innerJoin(apps, eq(apps.id, appSubmissions.appId))
      .leftJoin(developers, eq(developers.id, apps.developerId))
      .leftJoin(users, eq(users.id, appSubmissions.reviewedBy));
  const [rows, [total], perStatus] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(appSubmissions.createdAt), desc(appSubmissions.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: countAll })
      .from(appSubmissions)
      .innerJoin(apps, eq(apps.id, appSubmissions.appId))
      .leftJoin(developers, eq(developers.id, apps.developerId))
      .where(where),
    db
      .select({ status: appSubmissions.status, n: countAll })
      .from(appSubmissions)
      .innerJoin(apps, eq(apps.id, appSubmissions.appId))
      .where(liveOnly)
      .groupBy(appSubmissions.status),
  ]);
  const counts: Record<string, number> = {
    total: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    published: 0,
    withdrawn: 0,
    cancelled: 0,
  };
  for (const row of perStatus) {
    counts[row.status] = (counts[row.status] ?? 0) + row.n;
    if (row.status !== 'cancelled') counts.total = (counts.total ?? 0) + row.n;
  }
  return { rows, total: total?.n ?? 0, counts };
}

function decisionMail(
  developer: { email: string; fullName: string; language: string },
  appName: string,
  version: string,
  status: AppSubmissionStatus,
  notes: string | null,
  kind: AppSubmissionKind,
) {
  const copy = developerMails[asAccountLanguage(developer.language)];
  return {
    kind: 'app-submission-review',
    to: developer.email,
    subject: copy.submission.subject(oneLine(appName, 80), oneLine(version, 50), status, kind),
    text: [
      copy.greeting(oneLine(developer.fullName, 100)),
      '',
      copy.submission.sentence(oneLine(appName, 100), oneLine(version, 50), status, kind),
      ...(notes ? ['', copy.submission.notesHeading, notes] : []),
      '',
      copy.submission.pointer,
      '',
      copy.signature,
    ].join('\n'),
  };
}

/**
 * Moves a submission to `to` if the state machine allows it (409 otherwise), records who and when, and
 * on publish makes the app published at the submission's version. One transaction, row locked.
 */
export async function reviewSubmission(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: { status: Exclude<AppSubmissionStatus, 'pending' | 'cancelled'>; reviewNotes?: string | undefined },
) {
  const notes = change.reviewNotes?.trim() || null;
  if (change.status === 'rejected' && !notes) {
    throw new AppError('validation', rejectNotesRequired, { reviewNotes: rejectNotesRequired });
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ submission: appSubmissions })
      .from(appSubmissions)
      .innerJoin(apps, eq(apps.id, appSubmissions.appId))
      .where(and(eq(appSubmissions.id, id), liveOnly))
      .for('update')
      .then((rows) => rows.map((r) => r.submission));
    // A test-mode submission is unknown to staff: decided at once, never published.
    if (!current) throw submissionMissing();
    const from = current.status as AppSubmissionStatus;
    const kind = current.kind as AppSubmissionKind;
    if (!(submissionTransitions[kind][from] ?? []).includes(change.status)) {
      throw new AppError('conflict', transitionRefused(from, change.status));
    }
    const publishing = change.status === 'published';
    // Publishing and withdrawing keep the review's record (who decided, when); notes are added if given.
    const keepsReview = publishing || change.status === 'withdrawn';
    const [row] = await tx
      .update(appSubmissions)
      .set(
        keepsReview
          ? {
              status: change.status,
              ...(publishing ? { publishedAt: sql`now()` } : {}),
              ...(notes ? { reviewNotes: notes } : {}),
            }
          : { status: change.status, reviewNotes: notes, reviewedBy: actor.id, reviewedAt: sql`now()` },
      )
      .where(and(eq(appSubmissions.id, id), eq(appSubmissions.status, from)))
      .returning(submissionColumns);
    if (!row) throw new AppError('conflict', transitionRefused(from, change.status));
    const [app] = await tx
      .select({ id: apps.id, name: apps.name, slug: apps.slug, developerId: apps.developerId })
      .from(apps)
      .where(eq(apps.id, current.appId));
    if (kind === 'listing' && change.status === 'approved') {
      await applyListingChange(tx, current.appId, id, current.changes ?? {});
      // The store's listing changes now that staff approved it.
      await emitWebhookEvent(ctx, tx, {
        developerId: app?.developerId,
        type: 'app.listing_changed',
        data: {
          app: app && { id: app.id, name: app.name, slug: app.slug },
          changed: Object.keys(current.changes ?? {}),
        },
      });
    }
    if (publishing) {
      const [before] = await tx
        .select({ version: apps.version })
        .from(apps)
        .where(eq(apps.id, current.appId));
      // The published version's screenshots become the store's: a listing version records the change.
      const [shots] = await tx
        .select({ n: count() })
        .from(appScreenshots)
        .where(eq(appScreenshots.submissionId, id));
      await recordListingVersion(tx, {
        appId: current.appId,
        source: 'version',
        submissionId: id,
        changes: {
          version: { from: before?.version ?? null, to: current.version },
          screenshots: { from: null, to: shots?.n ?? 0 },
        },
        actor: { kind: 'staff', name: actor.username },
      });
    }
    if (publishing || change.status === 'withdrawn') {
      await tx
        .update(apps)
        .set(
          publishing
            ? {
                status: 'published',
                version: current.version,
                listingSubmissionId: id,
                updatedAt: sql`now()`,
              }
            : { status: 'development', updatedAt: sql`now()` },
        )
        .where(eq(apps.id, current.appId));
    }
    await auditStaff(
      tx,
      actor,
      `app_submission.${change.status}`,
      { type: 'app_submission', id },
      {
        appId: current.appId,
        kind,
        version: current.version,
        from,
        to: change.status,
        notes: notes !== null,
      },
    );
    await emitWebhookEvent(ctx, tx, {
      developerId: app?.developerId,
      type: `submission.${change.status}`,
      data: { submission: row, app: app && { id: app.id, name: app.name, slug: app.slug } },
    });
    const [developer] = app?.developerId
      ? await tx
          .select({ email: developers.email, fullName: developers.fullName, language: developers.language })
          .from(developers)
          .where(eq(developers.id, app.developerId))
      : [];
    if (developer && app) {
      await ctx.queueEmail(
        tx,
        decisionMail(developer, app.name, current.version, change.status, notes, kind),
      );
    }
    const [view] = await withImages(tx, [row]);
    return { submission: view as SubmissionView, mailed: Boolean(developer) };
  });
  if (result.mailed) ctx.mailQueued();
  ctx.webhooks.kick();
  return result.submission;
}
