/**
 * "Report this app": a visitor's report of a published app (a guarded public form), stored with its
 * `form_submissions` row and the staff notification like every public form; staff see the reports with the
 * app in the admin and either withdraw the app from the store (the published version becomes withdrawn,
 * the developer is told by mail, both audited) or dismiss the report.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  appReportReasonLabels,
  appReportStatuses,
  normalizeEmail,
  blankToNull,
  type AppReport,
  type ListQuery,
} from '@app/contracts';
import type { AppReportAction } from '@app/contracts/api/app-store';
import { apiErrorCodes } from '@app/contracts/api/common';
import { appReports, appSubmissions, apps, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeSubmission, type SubmissionSender } from '../form-guard/index.ts';
import { countAll, pickStatus } from '../../lib/list-query.ts';
import { auditStaff, type Actor } from '../staff-auth/index.ts';
import { resolveStoreSlug } from '../app-store/index.ts';
import { reviewSubmission } from '../app-submissions/index.ts';

export const reportNotFound = 'Report not found';
const reportAppUnknown = 'This app is not in the App Store';
const reportAlreadyHandled = 'This report has already been handled.';
const appNotOnStore = 'This app is not in the App Store any more.';

export type AppReportInput = Omit<AppReport, '_hp' | '_t'>;

/** The app a report names: a published app, by its slug or a former one; 400 otherwise. */
async function reportedApp(db: Database, slug: string) {
  const found = await resolveStoreSlug(db, slug);
  const current = found && ('movedTo' in found ? found.movedTo : found.app.slug);
  const [app] = current
    ? await db
        .select({ id: apps.id, name: apps.name, slug: apps.slug })
        .from(apps)
        .where(eq(apps.slug, current))
    : [];
  if (!app) throw new AppError('validation', reportAppUnknown, { app: reportAppUnknown });
  return app;
}

/** Stores a delivered report (one transaction: the report, its form submission, the staff mail, the audit). */
export async function createAppReport(
  ctx: AppContext,
  input: AppReportInput,
  sender: SubmissionSender,
): Promise<{ id: number }> {
  const app = await reportedApp(ctx.db, input.app);
  const values = {
    appId: app.id,
    reason: input.reason,
    details: input.details,
    email: input.email ? normalizeEmail(input.email) : null,
  };
  const id = await storeSubmission(ctx, {
    entity: { table: appReports, values },
    record: {
      formType: 'app-report',
      submitterName: null,
      submitterEmail: values.email,
      formData: { app: app.slug, appName: app.name, reason: values.reason, details: values.details },
      subject: `App reported: ${app.name} (${appReportReasonLabels[input.reason]})`,
      fields: [
        ['App', `${app.name} (/app-store/${app.slug})`],
        ['Reason', appReportReasonLabels[input.reason]],
        ['Details', values.details],
        ['Email', blankToNull(values.email ?? undefined)],
      ],
      adminPath: '/admin/app-reports',
      ipAddress: sender.ipAddress,
      signals: sender.signals,
      campaign: null,
    },
    audit: { action: 'app_report.created', entityType: 'app_report' },
  });
  return { id };
}

const reportColumns = {
  id: appReports.id,
  reason: appReports.reason,
  details: appReports.details,
  email: appReports.email,
  status: appReports.status,
  createdAt: appReports.createdAt,
  resolvedAt: appReports.resolvedAt,
  resolvedByName: users.username,
  appId: apps.id,
  appName: apps.name,
  appSlug: apps.slug,
  appStatus: apps.status,
  appVersion: apps.version,
};

type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

function reportRows(db: Database, where: SQL | undefined) {
  return db
    .select(reportColumns)
    .from(appReports)
    .innerJoin(apps, eq(apps.id, appReports.appId))
    .leftJoin(users, eq(users.id, appReports.resolvedBy))
    .where(where);
}

const staffView = ({ appId, appName, appSlug, appStatus, appVersion, ...report }: ReportRow) => ({
  ...report,
  reason: report.reason as AppReport['reason'],
  app: { id: appId, name: appName, slug: appSlug, status: appStatus, version: appVersion },
});

/** The staff list (newest first, `status` filter) with each report's app, and the count per status. */
export async function listReports(db: Database, query: ListQuery) {
  const status = pickStatus(query.status, appReportStatuses);
  const where = status ? eq(appReports.status, status) : undefined;
  const [rows, [total], perStatus] = await Promise.all([
    reportRows(db, where)
      .orderBy(desc(appReports.createdAt), desc(appReports.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(appReports).where(where),
    db.select({ status: appReports.status, n: countAll }).from(appReports).groupBy(appReports.status),
  ]);
  const counts: Record<string, number> = { total: 0, open: 0, 'app-withdrawn': 0, dismissed: 0 };
  for (const row of perStatus) {
    counts[row.status] = row.n;
    counts.total = (counts.total ?? 0) + row.n;
  }
  return { reports: rows.map(staffView), total: total?.n ?? 0, counts };
}

/** The app's version on the store now (its published submission), or a 409. */
async function publishedSubmissionOf(db: Database, appId: number): Promise<number> {
  const [row] = await db
    .select({ id: appSubmissions.id })
    .from(appSubmissions)
    .innerJoin(apps, and(eq(apps.id, appSubmissions.appId), eq(apps.version, appSubmissions.version)))
    .where(and(eq(apps.id, appId), eq(apps.status, 'published'), eq(appSubmissions.status, 'published')))
    .orderBy(desc(appSubmissions.publishedAt), desc(appSubmissions.id))
    .limit(1);
  if (!row) throw new AppError('conflict', appNotOnStore, undefined, undefined, apiErrorCodes.appNotOnStore);
  return row.id;
}

/**
 * Acts on an open report: `withdraw` takes the app off the store (its published version becomes withdrawn,
 * with the notes mailed to the developer) and closes every open report of the app; `dismiss` closes this one.
 */
export async function actOnReport(ctx: AppContext, actor: Actor, id: number, change: AppReportAction) {
  const [report] = await ctx.db.select().from(appReports).where(eq(appReports.id, id));
  if (!report) throw new AppError('not_found', reportNotFound);
  if (report.status !== 'open')
    throw new AppError('conflict', reportAlreadyHandled, undefined, undefined, apiErrorCodes.reportHandled);
  const notes = change.notes?.trim() || undefined;
  if (change.action === 'withdraw') {
    const submissionId = await publishedSubmissionOf(ctx.db, report.appId);
    await reviewSubmission(ctx, actor, submissionId, { status: 'withdrawn', reviewNotes: notes });
  }
  const status = change.action === 'withdraw' ? 'app-withdrawn' : 'dismissed';
  await ctx.db.transaction(async (tx) => {
    const which =
      change.action === 'withdraw'
        ? and(eq(appReports.appId, report.appId), eq(appReports.status, 'open'))
        : and(eq(appReports.id, id), eq(appReports.status, 'open'));
    const closed = await tx
      .update(appReports)
      .set({ status, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(which)
      .returning({ id: appReports.id });
    await auditStaff(
      tx,
      actor,
      `app_report.${change.action === 'withdraw' ? 'app_withdrawn' : 'dismissed'}`,
      { type: 'app_report', id },
      { appId: report.appId, reason: report.reason, reportsClosed: closed.map((row) => row.id) },
    );
  });
  const [row] = await reportRows(ctx.db, eq(appReports.id, id));
  return staffView(row as ReportRow);
}
