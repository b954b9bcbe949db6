/**
 * Bearer authentication of the versioned developer API, in this order:
 * 1. `Authorization: Bearer <key>` present, key well-formed with a valid checksum — else 401, and the
 *    database is never touched;
 * 2. the key's hash is known, the key active and unexpired — else 401 `{ message }`; its developer still
 *    allowed in the console (application approved, login enabled) — else 403 `{ message, code:
 *    'developer_suspended' }`, so a tool can tell a suspended account from a wrong key;
 * 3. at most `apiKeyRateLimit.max` requests per key per minute — else 429 with Retry-After;
 * 4. the key's type: a publishable key (`…_pk_…`) only on the app's client operations, and those only
 *    with one — else 403 `publishable_key_forbidden` / `publishable_key_required`;
 * 5. the route's permission ('admin' implies 'write' and 'read') — else 403.
 * A rolled key's former secret is found too, until its overlap ends (`previousExpiresAt`). Expiry and
 * overlap are compared with the app's clock (`ctx.now`, which tests move).
 * `lastUsedAt` is written at most once a minute per key (one conditional UPDATE).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiKeyKind, ApiKeyPermission, KeyMode } from '@app/contracts';
import { apiKeys, developers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { accountById, identityOf, refusalReason, type DeveloperIdentity } from '../developer-portal/index.ts';
import { hashApiKey, keyTypeOf } from '../../lib/api-key.ts';

export const apiKeyRateLimit = { max: 120, windowMs: 60_000 };
/** Requests naming an unknown (well-formed) key, per client IP per minute, before 429. */
export const unknownKeyRateLimit = { max: 60, windowMs: 60_000 };
const LAST_USED_RESOLUTION_MS = 60_000;

export const apiKeyMessages = {
  missing: 'Missing API key. Send it as: Authorization: Bearer <key>',
  invalid: 'Invalid API key.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
  suspended: 'This developer account is suspended.',
  forbidden: (permission: ApiKeyPermission) => `This API key does not have the '${permission}' permission.`,
  rateLimited: 'Too many requests for this API key. Please slow down.',
  publishableForbidden:
    'A publishable key only identifies its app to the SDK and to GET /api/v1/client/app; use a secret key for this operation.',
  publishableRequired:
    "This operation takes the app's publishable key (lumen_pk_…), the key meant to be embedded in the app.",
} as const;

/** What a route needs of the key: a permission, any secret key, or a publishable key. */
export type KeyRequirement = ApiKeyPermission | 'publishable' | undefined;

export interface ApiCaller {
  keyId: number;
  keyName: string;
  keyPrefix: string;
  permissions: ApiKeyPermission[];
  /** The app the key is limited to, or null for all the developer's apps. */
  appId: number | null;
  expiresAt: Date | null;
  kind: ApiKeyKind;
  /** Which data the key sees: live, or test-mode apps and submissions only. */
  mode: KeyMode;
  developer: DeveloperIdentity;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller?: ApiCaller;
  }
}

/** True when `granted` includes `needed`; 'admin' implies 'write' and 'read'. */
function hasPermission(granted: readonly string[], needed: ApiKeyPermission): boolean {
  return granted.includes(needed) || granted.includes('admin');
}

const unauthorized = (message: string) => new AppError('unauthorized', message);

async function touchLastUsed(db: Database, keyId: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(
            apiKeys.lastUsedAt,
            sql`now() - ${sql.raw(`interval '${LAST_USED_RESOLUTION_MS / 1000} seconds'`)}`,
          ),
        ),
      ),
    );
}

/**
 * A preHandler authenticating the API key and requiring `need`: a permission, 'publishable' (the app's
 * client operations), or nothing (any valid secret key).
 */
export function requireApiKey(ctx: AppContext, need?: KeyRequirement): preHandlerAsyncHookHandler {
  const permission = need === 'publishable' ? undefined : need;
  return async (request, reply) => {
    reply.header('WWW-Authenticate', 'Bearer realm="api"');
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
    if (!match) throw unauthorized(apiKeyMessages.missing);
    const secret = match[1] as string;
    if (keyTypeOf(secret) === null) throw unauthorized(apiKeyMessages.invalid);
    const hash = hashApiKey(secret);
    const now = new Date(ctx.now());

    const [key] = await ctx.db
      .select({
        id: apiKeys.id,
        keyName: apiKeys.keyName,
        keyPrefix: apiKeys.keyPrefix,
        permissions: apiKeys.permissions,
        isActive: apiKeys.isActive,
        expiresAt: apiKeys.expiresAt,
        appId: apiKeys.appId,
        developerId: apiKeys.developerId,
        kind: apiKeys.kind,
        mode: apiKeys.mode,
      })
      .from(apiKeys)
      .innerJoin(developers, eq(developers.id, apiKeys.developerId))
      .where(
        or(
          eq(apiKeys.keyHash, hash),
          and(eq(apiKeys.previousKeyHash, hash), gt(apiKeys.previousExpiresAt, now)),
        ),
      );
    if (!key) {
      const hit = await ctx.rateLimits.hit(`api-unknown-key:${request.ip}`, unknownKeyRateLimit.windowMs);
      if (hit.count > unknownKeyRateLimit.max) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000))));
        throw new AppError('rate_limited', apiKeyMessages.rateLimited);
      }
      throw unauthorized(apiKeyMessages.invalid);
    }
    // From here on the request is made with this key: the request log records it (modules/request-logs).
    if (key.developerId !== null) request.apiKeyOwner = { keyId: key.id, developerId: key.developerId };
    if (!key.isActive) throw unauthorized(apiKeyMessages.revoked);
    if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) throw unauthorized(apiKeyMessages.expired);
    const account = await accountById(ctx.db, key.developerId as number);
    if (!account) throw unauthorized(apiKeyMessages.invalid);
    const developer = identityOf(account);

    const { count, resetAt } = await ctx.rateLimits.hit(`api-key:${key.id}`, apiKeyRateLimit.windowMs);
    reply.header('X-RateLimit-Limit', String(apiKeyRateLimit.max));
    reply.header('X-RateLimit-Remaining', String(Math.max(0, apiKeyRateLimit.max - count)));
    if (count > apiKeyRateLimit.max) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      throw new AppError('rate_limited', apiKeyMessages.rateLimited);
    }
    await touchLastUsed(ctx.db, key.id);
    // After the count, like every answer past the key check: a suspended account's calls carry the key's
    // rate-limit headers too, and cannot be used to make unlimited requests.
    if (refusalReason(account) !== null) {
      throw new AppError(
        'forbidden',
        apiKeyMessages.suspended,
        undefined,
        undefined,
        apiErrorCodes.developerSuspended,
      );
    }
    if (need === 'publishable' && key.kind !== 'publishable') {
      throw new AppError(
        'forbidden',
        apiKeyMessages.publishableRequired,
        undefined,
        undefined,
        apiErrorCodes.publishableKeyRequired,
      );
    }
    if (need !== 'publishable' && key.kind === 'publishable') {
      throw new AppError(
        'forbidden',
        apiKeyMessages.publishableForbidden,
        undefined,
        undefined,
        apiErrorCodes.publishableKeyForbidden,
      );
    }
    if (permission && !hasPermission(key.permissions, permission)) {
      throw new AppError('forbidden', apiKeyMessages.forbidden(permission));
    }
    request.apiCaller = {
      keyId: key.id,
      keyName: key.keyName,
      keyPrefix: key.keyPrefix,
      permissions: key.permissions,
      appId: key.appId,
      expiresAt: key.expiresAt,
      kind: key.kind,
      mode: key.mode,
      developer,
    };
  };
}

/** The caller of a request that passed `requireApiKey`. */
export function apiCallerOf(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new AppError('unauthorized', apiKeyMessages.invalid);
  return request.apiCaller;
}
