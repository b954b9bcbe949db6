/** Staff routes for website form submissions: list, delete, CSV export (doc 2 §2.1.5). */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formTypes, type ListQuery } from '@app/contracts';
import { formSubmissions, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvStream, EXPORT_PAGE_SIZE, exportTimeZone, sendCsv, todayIn } from './csv.ts';
import {
  countAll,
  orderFrom,
  pageAndTotal,
  parseListQuery,
  pickStatus,
  searchWhere,
  sendList,
} from './list-query.ts';
import { idParam } from './params.ts';
import { noDataMessage } from './subscribers.ts';
import { actorOf, auditStaff, type Actor } from './staff-action.ts';

export const formSubmissionNotFound = 'Form submission not found';
export const formSubmissionCsvHeader = [
  'ID',
  'Form Type',
  'Submitter Name',
  'Submitter Email',
  'Date Submitted',
  'Notification Sent',
];

/** `status` filters by form type here. */
export function formSubmissionFilters(query: ListQuery): SQL | undefined {
  const formType = pickStatus(query.status, formTypes);
  return and(
    formType ? eq(formSubmissions.formType, formType) : undefined,
    searchWhere(query.q, [
      formSubmissions.submitterName,
      formSubmissions.submitterEmail,
      formSubmissions.formType,
    ]),
  );
}

export async function listFormSubmissions(db: Database, query: ListQuery) {
  const where = formSubmissionFilters(query);
  return pageAndTotal(
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(
        ...orderFrom(
          query.sort,
          { createdAt: formSubmissions.createdAt },
          'createdAt:desc',
          formSubmissions.id,
        ),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(formSubmissions).where(where),
  );
}

export async function deleteFormSubmissionIn(tx: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await tx
    .delete(formSubmissions)
    .where(eq(formSubmissions.id, id))
    .returning({ id: formSubmissions.id, formType: formSubmissions.formType });
  if (!row) throw new AppError('not_found', formSubmissionNotFound);
  await auditStaff(
    tx,
    actor,
    'form_submission.deleted',
    { type: 'form_submission', id },
    { formType: row.formType },
  );
}

export function formSubmissionAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/form-submissions', async (request, reply) => {
    const { rows, total } = await listFormSubmissions(ctx.db, parseListQuery(request.query));
    return sendList(reply, rows, total);
  });

  app.delete('/api/admin/form-submissions/:id', async (request) => {
    const id = idParam(request, formSubmissionNotFound);
    await ctx.db.transaction((tx) => deleteFormSubmissionIn(tx, actorOf(request), id));
    return { ok: true };
  });

  /** form_submissions_{yyyy-MM-dd}.csv with the list's current filters. */
  app.get('/api/admin/form-submissions/export.csv', async (request, reply) => {
    const query = parseListQuery(request.query);
    const where = formSubmissionFilters(query);
    const tz = await exportTimeZone(ctx.db, (request.query as { tz?: unknown }).tz);
    const [count] = await ctx.db.select({ n: countAll }).from(formSubmissions).where(where);
    const total = count?.n ?? 0;
    if (total === 0) throw new AppError('not_found', noDataMessage);
    await auditStaff(
      ctx.db,
      actorOf(request),
      'form_submissions.exported',
      { type: 'form_submission' },
      {
        count: total,
        q: query.q ?? null,
        status: query.status ?? null,
      },
    );
    const stream = csvStream(
      formSubmissionCsvHeader,
      (before) =>
        ctx.db
          .select({
            id: formSubmissions.id,
            formType: formSubmissions.formType,
            submitterName: formSubmissions.submitterName,
            submitterEmail: formSubmissions.submitterEmail,
            date: sql<string>`to_char(${formSubmissions.createdAt} at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS')`,
            notificationSent: formSubmissions.notificationSent,
          })
          .from(formSubmissions)
          .where(and(where, before === null ? undefined : lt(formSubmissions.id, before)))
          .orderBy(desc(formSubmissions.id))
          .limit(EXPORT_PAGE_SIZE),
      (r) => [r.id, r.formType, r.submitterName, r.submitterEmail, r.date, r.notificationSent ? 'Yes' : 'No'],
    );
    return sendCsv(reply, `form_submissions_${todayIn(tz)}.csv`, stream, total);
  });
}
