/**
 * GET /api/console/overview: counts of apps, usable keys and SDK downloads, how many actions the developer
 * took in the last 7 days (the Activity tile) and their recent activity.
 */
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@app/contracts/api/common';
import { consoleModeQuerySchema, consoleOverviewSchema } from '@app/contracts/api/console';
import { apiKeys, apps, auditLog, sdkDownloads } from '@app/db';
import type { AppContext } from '../../context.ts';
import { developerOf } from '../../session/guards.ts';

const RECENT_ACTIVITY = 10;

export function consoleOverviewRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = {
    querystring: consoleModeQuerySchema,
    response: { 200: consoleOverviewSchema, ...errorResponses },
  };
  app.get('/api/console/overview', { schema }, async (request) => {
    const { id } = developerOf(request);
    // Apps and keys of the mode the console shows (Test / Live); downloads and activity are the account's.
    const { mode } = request.query;
    const [[appCount], [keyCount], [downloadCount], [weekCount], activity] = await Promise.all([
      ctx.db
        .select({ n: count() })
        .from(apps)
        .where(and(eq(apps.developerId, id), eq(apps.mode, mode))),
      ctx.db
        .select({ n: count() })
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.developerId, id),
            eq(apiKeys.mode, mode),
            eq(apiKeys.isActive, true),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
          ),
        ),
      ctx.db.select({ n: count() }).from(sdkDownloads).where(eq(sdkDownloads.developerId, id)),
      ctx.db
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.actorKind, 'developer'),
            eq(auditLog.actorId, id),
            gt(auditLog.createdAt, sql`now() - interval '7 days'`),
          ),
        ),
      ctx.db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(and(eq(auditLog.actorKind, 'developer'), eq(auditLog.actorId, id)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(RECENT_ACTIVITY),
    ]);
    return {
      counts: {
        apps: appCount?.n ?? 0,
        apiKeys: keyCount?.n ?? 0,
        downloads: downloadCount?.n ?? 0,
        activityThisWeek: weekCount?.n ?? 0,
      },
      recentActivity: activity,
    };
  });
}
