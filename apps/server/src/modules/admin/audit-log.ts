/** GET /api/admin/audit-log: who did what to which record, newest first (search: action, actor name, record id). */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '@app/contracts';
import { auditLog, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import {
  countAll,
  orderFrom,
  pageAndTotal,
  parseListQuery,
  pickStatus,
  searchWhere,
  sendList,
} from '../../lib/list-query.ts';

export const actorKinds = ['staff', 'partner', 'developer', 'visitor', 'system'] as const;

function auditFilters(query: ListQuery): SQL | undefined {
  const kind = pickStatus(query.status, actorKinds);
  return and(
    kind ? eq(auditLog.actorKind, kind) : undefined,
    searchWhere(query.q, [auditLog.action, auditLog.actorName, auditLog.entityId]),
  );
}

export async function listAudit(db: Database, query: ListQuery) {
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

export function auditLogAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/audit-log', async (request, reply) => {
    const { rows, total } = await listAudit(ctx.db, parseListQuery(request.query));
    return sendList(reply, rows, total);
  });
}
