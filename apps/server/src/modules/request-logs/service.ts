/**
 * Request logs: every request to the developer API (`/api/v1`) that named a known key (refused ones too:
 * a revoked key, a missing permission, a rate limit), with its status, request id and error code, kept
 * REQUEST_LOG_DAYS days. Written in the answer's onSend, so the row exists once the answer is out.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REQUEST_LOG_DAYS } from '@app/contracts/api/webhooks';
import { apiKeys, apiRequestLogs, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { affectedRows } from '../../lib/affected-rows.ts';

/** Who a developer-API request was made as: set by the API key check once the key is found. */
interface ApiKeyOwner {
  keyId: number;
  developerId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKeyOwner?: ApiKeyOwner;
  }
}

const API_PREFIX = '/api/v1/';
const MAX_PATH = 500;

/** The error code of a JSON error answer, if it has one. */
function errorCodeOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { code?: unknown };
    return typeof body.code === 'string' ? body.code.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/** Records each developer-API request made with a key (an onSend hook on the whole app). */
export function registerRequestLog(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onSend', async (request, reply, payload) => {
    const owner = request.apiKeyOwner;
    if (!owner || !request.url.startsWith(API_PREFIX)) return payload;
    const status = reply.statusCode;
    await ctx.db
      .insert(apiRequestLogs)
      .values({
        keyId: owner.keyId,
        developerId: owner.developerId,
        method: request.method,
        path: (request.url.split('?')[0] ?? '').slice(0, MAX_PATH),
        status,
        requestId: request.id,
        errorCode: status >= 400 ? errorCodeOf(payload) : null,
        durationMs: Math.round(reply.elapsedTime),
      })
      .catch((err: unknown) => request.log.warn({ err }, 'request log not written'));
    return payload;
  });
}

const LIST_LIMIT = 100;

/** The developer's latest requests, newest first: of one key, or the one with a request id. */
export async function listRequests(
  db: Database,
  developerId: number,
  filter: { keyId?: number | undefined; requestId?: string | undefined },
) {
  return db
    .select({
      id: apiRequestLogs.id,
      keyId: apiRequestLogs.keyId,
      keyName: apiKeys.keyName,
      keyPrefix: apiKeys.keyPrefix,
      method: apiRequestLogs.method,
      path: apiRequestLogs.path,
      status: apiRequestLogs.status,
      requestId: apiRequestLogs.requestId,
      errorCode: apiRequestLogs.errorCode,
      createdAt: apiRequestLogs.createdAt,
    })
    .from(apiRequestLogs)
    .innerJoin(apiKeys, eq(apiKeys.id, apiRequestLogs.keyId))
    .where(
      and(
        eq(apiRequestLogs.developerId, developerId),
        filter.keyId ? eq(apiRequestLogs.keyId, filter.keyId) : undefined,
        filter.requestId ? eq(apiRequestLogs.requestId, filter.requestId) : undefined,
      ),
    )
    .orderBy(desc(apiRequestLogs.createdAt), desc(apiRequestLogs.id))
    .limit(LIST_LIMIT);
}

/** Deletes requests older than REQUEST_LOG_DAYS; the retention job's part. */
export async function expireRequestLogs(tx: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REQUEST_LOG_DAYS * 24 * 60 * 60 * 1000);
  return affectedRows(await tx.delete(apiRequestLogs).where(lt(apiRequestLogs.createdAt, cutoff)));
}
