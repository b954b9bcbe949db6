/**
 * App submissions: a developer submits a version of an app for review (console or API); staff approve or
 * reject it (with notes), then publish an approved one. The state machine:
 *
 *   pending ──approve──▶ approved ──publish──▶ published ──withdraw──▶ withdrawn
 *      └─────reject───▶ rejected
 *
 * Every change is timestamped (reviewedAt/reviewedBy, publishedAt) and audited; publishing makes the
 * app 'published' at the submission's version (it appears on the public App Store); withdrawing takes it back
 * to 'development' (it leaves the store). An app has at most one pending submission (a partial
 * unique index, so two concurrent submits cannot both get in). The developer is e-mailed each decision.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  appSubmissionStatuses,
  toListing,
  type AppSubmission,
  type AppSubmissionStatus,
  type ListQuery,
} from '@app/contracts';
import { brand } from '@app/contracts/site';
import { appSubmissions, apps, developers, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { countAll, pickStatus, searchWhere } from '../../lib/list-query.ts';
import { auditStaff, type Actor } from '../staff-auth/index.ts';
import { submissionColumns, type SubmissionView } from './developer-apps.ts';
import { decideInTestMode } from './test-mode.ts';

export const submissionNotFound = 'App submission not found';
export const pendingExistsMessage =
  'This app already has a submission waiting for review. Wait for the decision before submitting again.';
const rejectNotesRequired = 'Please tell the developer why the submission is rejected';

/** Which status each status may move to. */
const submissionTransitions: Readonly<Record<AppSubmissionStatus, readonly AppSubmissionStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['published'],
  rejected: [],
  published: ['withdrawn'],
  withdrawn: [],
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
        screenshots: [...input.data.screenshots],
        listing: toListing(input.data),
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
    return mode === 'test' ? decideInTestMode(tx, row) : row;
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
    status ? eq(appSubmissions.status, status) : undefined,
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
  };
  for (const row of perStatus) {
    counts[row.status] = (counts[row.status] ?? 0) + row.n;
    counts.total = (counts.total ?? 0) + row.n;
  }
  return { rows, total: total?.n ?? 0, counts };
}

function decisionMail(
  to: string,
  name: string,
  appName: string,
  version: string,
  status: AppSubmissionStatus,
  notes: string | null,
) {
  // The subject's short word, and the sentence's verb ("has been not approved" is not English).
  const [word, verb] = {
    approved: ['approved', 'has been approved'],
    rejected: ['not approved', 'was not approved'],
    published: ['published', 'has been published'],
    withdrawn: ['withdrawn from the App Store', 'has been withdrawn from the App Store'],
    pending: ['received', 'has been received'],
  }[status];
  return {
    kind: 'app-submission-review',
    to,
    subject: `${oneLine(appName, 80)} ${oneLine(version, 50)}: submission ${word}`,
    text: [
      `Hello ${oneLine(name, 100)},`,
      '',
      `Your submission of ${oneLine(appName, 100)} version ${oneLine(version, 50)} ${verb}.`,
      ...(notes ? ['', 'Notes from the review team:', notes] : []),
      '',
      'See the submission history under My Apps in your developer console.',
      '',
      `— The ${brand.name} developer team`,
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
  change: { status: Exclude<AppSubmissionStatus, 'pending'>; reviewNotes?: string | undefined },
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
    if (!current) throw new AppError('not_found', submissionNotFound);
    const from = current.status as AppSubmissionStatus;
    if (!(submissionTransitions[from] ?? []).includes(change.status)) {
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
      .select({ id: apps.id, name: apps.name, developerId: apps.developerId })
      .from(apps)
      .where(eq(apps.id, current.appId));
    if (publishing || change.status === 'withdrawn') {
      await tx
        .update(apps)
        .set(
          publishing
            ? { status: 'published', version: current.version, updatedAt: sql`now()` }
            : { status: 'development', updatedAt: sql`now()` },
        )
        .where(eq(apps.id, current.appId));
    }
    await auditStaff(
      tx,
      actor,
      `app_submission.${change.status}`,
      { type: 'app_submission', id },
      { appId: current.appId, version: current.version, from, to: change.status, notes: notes !== null },
    );
    const [developer] = app?.developerId
      ? await tx
          .select({ email: developers.email, fullName: developers.fullName })
          .from(developers)
          .where(eq(developers.id, app.developerId))
      : [];
    if (developer && app) {
      await ctx.queueEmail(
        tx,
        decisionMail(developer.email, developer.fullName, app.name, current.version, change.status, notes),
      );
    }
    return { submission: row, mailed: Boolean(developer) };
  });
  if (result.mailed) ctx.mailQueued();
  return result.submission;
}
