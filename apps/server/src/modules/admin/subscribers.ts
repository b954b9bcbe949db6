/** Staff routes for newsletter subscribers: list, activate/deactivate, delete, CSV export (doc 2 §2.1.4). */
import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exportQuerySchema,
  listQuerySchema,
  subscriberStatuses,
  subscriberStatusSchema,
  type ListQuery,
  type SubscriberStatusName,
} from '@app/contracts';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { okSchema, subscriberChangedSchema, subscriberListSchema } from '@app/contracts/api/admin';
import { subscribers, type Database } from '@app/db';
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

const subscriberNotFound = 'Subscriber not found';
const subscriberCsvHeader = ['Email', 'First Name', 'Last Name', 'Source', 'Date Subscribed', 'Status'];

/** Each status as a condition: unconfirmed sign-ups are inactive rows without a confirmation. */
const statusWhere: Record<SubscriberStatusName, SQL> = {
  active: eq(subscribers.active, true),
  inactive: and(eq(subscribers.active, false), isNotNull(subscribers.confirmedAt))!,
  unconfirmed: and(eq(subscribers.active, false), isNull(subscribers.confirmedAt))!,
};

const subscriberSorts = {
  createdAt: subscribers.createdAt,
  email: subscribers.email,
};

function subscriberFilters(query: ListQuery): SQL | undefined {
  const status = pickStatus(query.status, subscriberStatuses);
  return and(
    status ? statusWhere[status] : undefined,
    searchWhere(query.q, [
      subscribers.email,
      subscribers.firstName,
      subscribers.lastName,
      subscribers.source,
    ]),
  );
}

async function listSubscribers(db: Database, query: ListQuery) {
  const where = subscriberFilters(query);
  return pageAndTotal(
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(...orderFrom(query.sort, subscriberSorts, 'createdAt:desc', subscribers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(subscribers).where(where),
  );
}

async function setActive(ctx: AppContext, actor: Actor, id: number, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    // Staff turning on an unconfirmed sign-up vouch for it: it counts as confirmed from then on.
    const confirmedAt = active ? sql`coalesce(${subscribers.confirmedAt}, now())` : undefined;
    const [row] = await tx
      .update(subscribers)
      .set({ active, ...(confirmedAt ? { confirmedAt } : {}) })
      .where(eq(subscribers.id, id))
      .returning();
    if (!row) throw new AppError('not_found', subscriberNotFound);
    await auditStaff(tx, actor, active ? 'subscriber.activated' : 'subscriber.deactivated', {
      type: 'subscriber',
      id,
    });
    return row;
  });
}

export async function deleteSubscriberIn(tx: Database, actor: Actor, id: number): Promise<void> {
  const [row] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  if (!row) throw new AppError('not_found', subscriberNotFound);
  await auditStaff(tx, actor, 'subscriber.deleted', { type: 'subscriber', id });
}

const params = idParamsSchema(subscriberNotFound);

export function subscriberAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/subscribers',
    { schema: { querystring: listQuerySchema, response: { 200: subscriberListSchema, ...errorResponses } } },
    async (request, reply) => {
      const { rows, total } = await listSubscribers(ctx.db, request.query);
      return sendList(reply, rows, total);
    },
  );

  app.put(
    '/api/admin/subscribers/:id/status',
    {
      schema: {
        params,
        body: subscriberStatusSchema,
        response: { 200: subscriberChangedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const subscriber = await setActive(ctx, actorOf(request), request.params.id, request.body.active);
      return { ok: true as const, subscriber };
    },
  );

  app.delete(
    '/api/admin/subscribers/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await ctx.db.transaction((tx) => deleteSubscriberIn(tx, actorOf(request), request.params.id));
      return { ok: true as const };
    },
  );

  /** subscribers_{yyyy-MM-dd}.csv with the list's current filters; no rows: 404 'No data to export'. */
  app.get(
    '/api/admin/subscribers/export.csv',
    { schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const where = subscriberFilters(request.query);
      return sendCsvExport(ctx.db, request, reply, request.query, {
        name: 'subscribers',
        entityType: 'subscriber',
        table: subscribers,
        where,
        header: subscriberCsvHeader,
        page: (tz, before) =>
          ctx.db
            .select({
              id: subscribers.id,
              email: subscribers.email,
              firstName: subscribers.firstName,
              lastName: subscribers.lastName,
              source: subscribers.source,
              date: sql<string>`to_char(${subscribers.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`,
              active: subscribers.active,
            })
            .from(subscribers)
            .where(and(where, before === null ? undefined : lt(subscribers.id, before)))
            .orderBy(desc(subscribers.id))
            .limit(EXPORT_PAGE_SIZE),
        toCells: (r) => [
          r.email,
          r.firstName,
          r.lastName,
          r.source,
          r.date,
          // The spec's two statuses: an unconfirmed sign-up is Inactive (the Unconfirmed filter, which the
          // export follows, tells them apart).
          r.active ? 'Active' : 'Inactive',
        ],
      });
    },
  );
}
