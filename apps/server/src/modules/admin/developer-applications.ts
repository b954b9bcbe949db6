/** Staff routes for developer-program applications: list, counts, status with notes, delete (doc 2 §2.1.3). */
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blankToNull,
  developerApplicationStatuses,
  developerStatusSchema,
  listQuerySchema,
  type ListQuery,
} from '@app/contracts';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import {
  developerApplicationChangedSchema,
  developerApplicationCountsSchema,
  developerApplicationListSchema,
  okSchema,
} from '@app/contracts/api/admin';
import { developerApplications, developers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countAll,
  orderFrom,
  pageAndTotal,
  pickStatus,
  searchWhere,
  sendList,
} from '../../lib/list-query.ts';
import { actorOf, auditStaff, type Actor } from '../staff-auth/index.ts';
import { mailDeveloperSuspension, provisionDeveloperAccess } from '../developer-portal/index.ts';

const developerApplicationNotFound = 'Developer application not found';

/**
 * Every column staff may see (never the password hash), and the current sign-in address of the console
 * account made from the application: a developer who changed it shows under the address in use.
 */
const { password: _password, ...applicationColumns } = getTableColumns(developerApplications);
// Drizzle writes columns unqualified in a one-table select ("id"), which inside this subquery would name
// developers.id: every column here is qualified by its table.
const qualified = (table: typeof developers | typeof developerApplications, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;
const accountEmail = sql<string | null>`(select ${qualified(developers, developers.email)} from ${developers}
  where ${qualified(developers, developers.applicationId)} = ${qualified(developerApplications, developerApplications.id)}
  order by ${qualified(developers, developers.id)} limit 1)`;
const developerApplicationColumns = { ...applicationColumns, accountEmail };

function developerApplicationFilters(query: ListQuery): SQL | undefined {
  const status = pickStatus(query.status, developerApplicationStatuses);
  return and(
    status ? eq(developerApplications.status, status) : undefined,
    searchWhere(query.q, [
      developerApplications.fullName,
      developerApplications.email,
      accountEmail,
      developerApplications.companyAffiliation,
      developerApplications.primaryUseCase,
    ]),
  );
}

async function listDeveloperApplications(db: Database, query: ListQuery) {
  const where = developerApplicationFilters(query);
  return pageAndTotal(
    db
      .select(developerApplicationColumns)
      .from(developerApplications)
      .where(where)
      .orderBy(
        ...orderFrom(
          query.sort,
          { createdAt: developerApplications.createdAt },
          'createdAt:desc',
          developerApplications.id,
        ),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(developerApplications).where(where),
  );
}

/** The four count cards: total and per status. */
async function developerApplicationCounts(db: Database) {
  const rows = await db
    .select({ status: developerApplications.status, n: countAll })
    .from(developerApplications)
    .groupBy(developerApplications.status);
  const counts: Record<string, number> = { total: 0, pending: 0, under_review: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + row.n;
    counts.total = (counts.total ?? 0) + row.n;
  }
  return counts;
}

export async function deleteDeveloperApplicationIn(tx: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await tx
    .delete(developerApplications)
    .where(eq(developerApplications.id, id))
    .returning({ id: developerApplications.id });
  if (!row) throw new AppError('not_found', developerApplicationNotFound);
  await auditStaff(tx, actor, 'developer_application.deleted', { type: 'developer_application', id });
}

const params = idParamsSchema(developerApplicationNotFound);

export function developerApplicationAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/developer-applications',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: developerApplicationListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listDeveloperApplications(ctx.db, request.query);
      return sendList(reply, rows, total);
    },
  );

  app.get(
    '/api/admin/developer-applications/counts',
    { schema: { response: { 200: developerApplicationCountsSchema, ...errorResponses } } },
    async () => developerApplicationCounts(ctx.db),
  );

  const statusSchema = {
    params,
    body: developerStatusSchema,
    response: { 200: developerApplicationChangedSchema, ...errorResponses },
  };
  app.put('/api/admin/developer-applications/:id/status', { schema: statusSchema }, async (request) => {
    const { id } = request.params;
    const { status, adminNotes } = request.body;
    const actor = actorOf(request);
    const application = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: developerApplications.status })
        .from(developerApplications)
        .where(eq(developerApplications.id, id))
        .for('update');
      if (!before) throw new AppError('not_found', developerApplicationNotFound);
      const [row] = await tx
        .update(developerApplications)
        .set({
          status,
          ...(adminNotes !== undefined ? { adminNotes: blankToNull(adminNotes) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(developerApplications.id, id))
        .returning(developerApplicationColumns);
      await auditStaff(
        tx,
        actor,
        'developer_application.status_changed',
        { type: 'developer_application', id },
        { from: before.status, to: status, notesChanged: adminNotes !== undefined },
      );
      if (!row) throw new AppError('not_found', developerApplicationNotFound);
      if (status === 'approved') await provisionDeveloperAccess(tx, row, ctx); // developer console access
      // Set back from approved: the developer is suspended (console, API keys, App Store) and told so.
      const suspended =
        before.status === 'approved' && status !== 'approved' && (await mailDeveloperSuspension(ctx, tx, id));
      return { row, mailed: status === 'approved' || suspended };
    });
    if (application.mailed) ctx.mailQueued(); // deliver the invitation or the suspension notice now
    return { ok: true as const, application: application.row };
  });

  app.delete(
    '/api/admin/developer-applications/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await ctx.db.transaction((tx) => deleteDeveloperApplicationIn(tx, actorOf(request), request.params.id));
      return { ok: true as const };
    },
  );
}
