/** GET /api/admin/audit-log: who did what to which record, newest first (search: action, actor name, record id). */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, type ListQuery } from '@app/contracts';
import { auditEntryListSchema } from '@app/contracts/api/admin';
import { errorResponses } from '@app/contracts/api/common';
import { auditLog, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import {
  countAll,
  orderFrom,
  pageAndTotal,
  pickStatus,
  searchWhere,
  sendList,
} from '../../lib/list-query.ts';

const actorKinds = ['staff', 'partner', 'developer', 'visitor', 'system'] as const;

function auditFilters(query: ListQuery): SQL | undefined {
  const kind = pickStatus(query.status, actorKinds);
  return and(
    kind ? eq(auditLog.actorKind, kind) : undefined,
    searchWhere(query.q, [auditLog.action, auditLog.actorName, auditLog.entityId]),
  );
}

async function listAudit(db: Database, query: ListQuery) {
  const where = auditFilters(query);
  return pageAndTotal(
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...orderFrom(query.sort, { createdAt: auditLog.createdAt }, 'createdAt:desc', auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(auditLog).where(where),
  );
}

export function auditLogAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: listQuerySchema, response: { 200: auditEntryListSchema, ...errorResponses } };
  app.get('/api/admin/audit-log', { schema }, async (request, reply) => {
    const { rows, total } = await listAudit(ctx.db, request.query);
    return sendList(reply, rows, total);
  });
}
