/** Staff routes for website form submissions: list, delete, CSV export (doc 2 §2.1.5). */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportQuerySchema, formTypes, listQuerySchema, type ListQuery } from '@app/contracts';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { formSubmissionListSchema, okSchema } from '@app/contracts/api/admin';
import { formSubmissions, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { EXPORT_PAGE_SIZE } from '../../lib/csv.ts';
import { sendCsvExport } from './csv-export.ts';
import {
  countAll,
  orderFrom,
  pageAndTotal,
  pickStatus,
  searchWhere,
  sendList,
} from '../../lib/list-query.ts';
import { actorOf, auditStaff, type Actor } from '../staff-auth/index.ts';

const formSubmissionNotFound = 'Form submission not found';
const formSubmissionCsvHeader = [
  'ID',
  'Form Type',
  'Submitter Name',
  'Submitter Email',
  'Date Submitted',
  'Notification Sent',
];

/** `status` filters by form type here. */
function formSubmissionFilters(query: ListQuery): SQL | undefined {
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

async function listFormSubmissions(db: Database, query: ListQuery) {
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

const params = idParamsSchema(formSubmissionNotFound);

export function formSubmissionAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/form-submissions',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: formSubmissionListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listFormSubmissions(ctx.db, request.query);
      // Drizzle types a jsonb column `unknown`; the response contract checks that formData is an object.
      return sendList(
        reply,
        rows as Array<(typeof rows)[number] & { formData: Record<string, unknown> }>,
        total,
      );
    },
  );

  app.delete(
    '/api/admin/form-submissions/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await ctx.db.transaction((tx) => deleteFormSubmissionIn(tx, actorOf(request), request.params.id));
      return { ok: true as const };
    },
  );

  /** form_submissions_{yyyy-MM-dd}.csv with the list's current filters. */
  app.get(
    '/api/admin/form-submissions/export.csv',
    { schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const where = formSubmissionFilters(request.query);
      return sendCsvExport(ctx.db, request, reply, request.query, {
        name: 'form_submissions',
        entityType: 'form_submission',
        table: formSubmissions,
        where,
        header: formSubmissionCsvHeader,
        page: (tz, before) =>
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
        toCells: (r) => [
          r.id,
          r.formType,
          r.submitterName,
          r.submitterEmail,
          r.date,
          r.notificationSent ? 'Yes' : 'No',
        ],
      });
    },
  );
}
