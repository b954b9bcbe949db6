/**
 * API Keys: list (one mode at a time: the console's Test / Live switch), generate a secret key (live or
 * test) or a publishable key (bound to one app; decision 0060) whose secret is in this one answer only,
 * rename, change permissions and expiry, roll (a new secret; the former one works for the overlap the
 * developer picks), revoke (isActive=false) and delete. Only the SHA-256 of a key and a display prefix are
 * stored; nothing can show the secret again. Times are compared with the app's clock (`ctx.now`).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyPermissions,
  keyRollOverlapMs,
  newApiKeySchema,
  rollApiKeySchema,
  updateApiKeySchema,
  validationMessages as m,
  type ApiKeyPermission,
  type KeyMode,
  type NewApiKey,
  type UpdateApiKey,
} from '@app/contracts';
import { errorResponses, idParamsSchema, okSchema } from '@app/contracts/api/common';
import {
  consoleKeyChangedSchema,
  consoleKeyCreatedSchema,
  consoleKeyListSchema,
  consoleModeQuerySchema,
} from '@app/contracts/api/console';
import { apiKeys, apps, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { generateApiKey, type KeyType } from '../../lib/api-key.ts';
import type { DeveloperIdentity } from '../developer-portal/index.ts';
import { developerOf } from '../../session/guards.ts';

const keyNotFound = 'API key not found';
const MAX_KEYS = 50;
const tooManyKeysMessage = `You can have at most ${MAX_KEYS} API keys. Delete keys you no longer use first.`;
const expiryInPastMessage = 'The expiry must be in the future';
const appOfOtherMode = (mode: KeyMode) =>
  `Please select one of your ${mode === 'test' ? 'test-mode' : 'live'} apps for a ${mode} key`;
const rollRevokedMessage = 'A revoked key cannot be rolled. Generate a new key instead.';

const keyColumns = {
  id: apiKeys.id,
  keyName: apiKeys.keyName,
  keyPrefix: apiKeys.keyPrefix,
  appId: apiKeys.appId,
  appName: apps.name,
  permissions: apiKeys.permissions,
  kind: apiKeys.kind,
  mode: apiKeys.mode,
  isActive: apiKeys.isActive,
  expiresAt: apiKeys.expiresAt,
  previousExpiresAt: apiKeys.previousExpiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
};

type KeyRow = Awaited<ReturnType<typeof ownKey>>;

/** A key as the console shows it: `expired` spares the browser a clock comparison. */
const keyView = (ctx: AppContext, row: KeyRow) => {
  const now = ctx.now();
  const overlapEnds = row.previousExpiresAt;
  return {
    ...row,
    previousExpiresAt: overlapEnds && overlapEnds.getTime() > now ? overlapEnds : null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
  };
};

function keysQuery(db: Database) {
  return db.select(keyColumns).from(apiKeys).leftJoin(apps, eq(apps.id, apiKeys.appId));
}

async function listKeys(ctx: AppContext, developerId: number, mode: KeyMode) {
  const rows = await keysQuery(ctx.db)
    .where(and(eq(apiKeys.developerId, developerId), eq(apiKeys.mode, mode)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => keyView(ctx, row));
}

async function ownKey(db: Database, developerId: number, id: number) {
  const [row] = await keysQuery(db).where(and(eq(apiKeys.id, id), eq(apiKeys.developerId, developerId)));
  if (!row) throw new AppError('not_found', keyNotFound);
  return row;
}

/** An expiry moment (an ISO date-time with its offset); '' or nothing is none. Must be in the future. */
function expiryFrom(ctx: AppContext, value: string | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    throw new AppError('validation', m.expiryMomentInvalid, { expiresAt: m.expiryMomentInvalid });
  }
  if (at.getTime() <= ctx.now()) {
    throw new AppError('validation', expiryInPastMessage, { expiresAt: expiryInPastMessage });
  }
  return at;
}

/** Stored in the canonical order, each once. */
const canonical = (permissions: readonly ApiKeyPermission[]) =>
  apiKeyPermissions.filter((p) => permissions.includes(p));

type Who = Pick<DeveloperIdentity, 'id' | 'email'>;

const keyTypeOf = (kind: 'secret' | 'publishable', mode: KeyMode): KeyType =>
  kind === 'publishable' ? 'publishable' : mode;

async function createKey(ctx: AppContext, who: Who, input: NewApiKey, ip: string | null) {
  const expiresAt = expiryFrom(ctx, input.expiresAt);
  const publishable = input.kind === 'publishable';
  const permissions = publishable ? [] : canonical(input.permissions);
  const created = await ctx.db.transaction(async (tx) => {
    let mode: KeyMode = input.mode;
    if (input.appId) {
      const [app] = await tx
        .select({ id: apps.id, mode: apps.mode })
        .from(apps)
        .where(and(eq(apps.id, input.appId), eq(apps.developerId, who.id)));
      if (!app) throw new AppError('validation', m.appIdInvalid, { appId: m.appIdInvalid });
      // A publishable key takes its app's mode; a secret key's app must be of the key's mode.
      if (publishable) mode = app.mode;
      else if (app.mode !== mode) {
        throw new AppError('validation', appOfOtherMode(mode), { appId: appOfOtherMode(mode) });
      }
    }
    const [owned] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.developerId, who.id));
    if ((owned?.n ?? 0) >= MAX_KEYS) throw new AppError('conflict', tooManyKeysMessage);
    const material = generateApiKey(keyTypeOf(input.kind, mode));
    const [row] = await tx
      .insert(apiKeys)
      .values({
        keyName: input.keyName,
        keyHash: material.hash,
        keyPrefix: material.prefix,
        developerId: who.id,
        appId: input.appId ?? null,
        permissions,
        kind: input.kind,
        mode,
        expiresAt,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      actorKind: 'developer',
      actorId: who.id,
      actorName: who.email,
      action: 'api_key.created',
      entityType: 'api_key',
      entityId: row!.id,
      details: {
        keyName: input.keyName,
        keyPrefix: material.prefix,
        kind: input.kind,
        mode,
        permissions,
        appId: input.appId ?? null,
      },
      ipAddress: ip,
    });
    return { key: await ownKey(tx, who.id, row!.id), secret: material.secret };
  });
  return { key: keyView(ctx, created.key), secret: created.secret };
}

async function auditKey(
  db: Database,
  who: Who,
  action: string,
  key: KeyRow,
  ip: string | null,
  extra: Record<string, unknown> = {},
) {
  await recordAudit(db, {
    actorKind: 'developer',
    actorId: who.id,
    actorName: who.email,
    action,
    entityType: 'api_key',
    entityId: key.id,
    details: { keyName: key.keyName, keyPrefix: key.keyPrefix, ...extra },
    ipAddress: ip,
  });
}

/** Rename, new permissions (secret keys only), a new expiry moment or none (''). */
async function updateKey(ctx: AppContext, who: Who, id: number, input: UpdateApiKey, ip: string | null) {
  const expiresAt = input.expiresAt === undefined ? undefined : expiryFrom(ctx, input.expiresAt);
  return ctx.db.transaction(async (tx) => {
    const before = await ownKey(tx, who.id, id);
    if (input.permissions && before.kind === 'publishable') {
      throw new AppError('validation', m.publishableKeyPermissions, {
        permissions: m.publishableKeyPermissions,
      });
    }
    const changes = {
      ...(input.keyName !== undefined ? { keyName: input.keyName } : {}),
      ...(input.permissions ? { permissions: canonical(input.permissions) } : {}),
      ...(expiresAt !== undefined ? { expiresAt } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx.update(apiKeys).set(changes).where(eq(apiKeys.id, id));
      await auditKey(tx, who, 'api_key.updated', before, ip, {
        fields: Object.keys(changes),
        ...(input.keyName !== undefined ? { newName: input.keyName } : {}),
        ...(changes.permissions ? { permissions: changes.permissions } : {}),
      });
    }
    return keyView(ctx, await ownKey(tx, who.id, id));
  });
}

/**
 * A new secret for the key (same type, name, app, permissions and expiry). The former secret keeps
 * working until now + overlap (not at all for 'now'); a second roll ends the first one's overlap.
 */
async function rollKey(
  ctx: AppContext,
  who: Who,
  id: number,
  overlap: keyof typeof keyRollOverlapMs,
  ip: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ keyHash: apiKeys.keyHash })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.developerId, who.id)))
      .for('update');
    if (!current) throw new AppError('not_found', keyNotFound);
    const before = await ownKey(tx, who.id, id);
    if (!before.isActive) throw new AppError('conflict', rollRevokedMessage);
    const material = generateApiKey(keyTypeOf(before.kind, before.mode));
    const overlapMs = keyRollOverlapMs[overlap];
    await tx
      .update(apiKeys)
      .set({
        keyHash: material.hash,
        keyPrefix: material.prefix,
        previousKeyHash: overlapMs > 0 ? current.keyHash : null,
        previousExpiresAt: overlapMs > 0 ? new Date(ctx.now() + overlapMs) : null,
      })
      .where(eq(apiKeys.id, id));
    await auditKey(tx, who, 'api_key.rolled', before, ip, { newKeyPrefix: material.prefix, overlap });
    return { key: keyView(ctx, await ownKey(tx, who.id, id)), secret: material.secret };
  });
}

const params = idParamsSchema(keyNotFound);

export function consoleKeyRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/console/keys',
    {
      schema: {
        querystring: consoleModeQuerySchema,
        response: { 200: consoleKeyListSchema, ...errorResponses },
      },
    },
    async (request) => ({ keys: await listKeys(ctx, developerOf(request).id, request.query.mode) }),
  );

  app.post(
    '/api/console/keys',
    { schema: { body: newApiKeySchema, response: { 201: consoleKeyCreatedSchema, ...errorResponses } } },
    async (request, reply) => {
      const created = await createKey(ctx, developerOf(request), request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/console/keys/:id',
    {
      schema: {
        params,
        body: updateApiKeySchema,
        response: { 200: consoleKeyChangedSchema, ...errorResponses },
      },
    },
    async (request) => ({
      key: await updateKey(ctx, developerOf(request), request.params.id, request.body, request.ip),
    }),
  );

  app.post(
    '/api/console/keys/:id/roll',
    {
      schema: {
        params,
        body: rollApiKeySchema,
        response: { 200: consoleKeyCreatedSchema, ...errorResponses },
      },
    },
    async (request) =>
      rollKey(ctx, developerOf(request), request.params.id, request.body.overlap, request.ip),
  );

  const revokeSchema = { params, response: { 200: consoleKeyChangedSchema, ...errorResponses } };
  app.post('/api/console/keys/:id/revoke', { schema: revokeSchema }, async (request) => {
    const who = developerOf(request);
    const { id } = request.params;
    const key = await ctx.db.transaction(async (tx) => {
      const before = await ownKey(tx, who.id, id);
      if (before.isActive) {
        await tx
          .update(apiKeys)
          .set({ isActive: false, previousKeyHash: null, previousExpiresAt: null })
          .where(eq(apiKeys.id, id));
        await auditKey(tx, who, 'api_key.revoked', before, request.ip);
      }
      return ownKey(tx, who.id, id);
    });
    return { key: keyView(ctx, key) };
  });

  const deleteSchema = { params, response: { 200: okSchema, ...errorResponses } };
  app.delete('/api/console/keys/:id', { schema: deleteSchema }, async (request) => {
    const who = developerOf(request);
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      const key = await ownKey(tx, who.id, id);
      await tx.delete(apiKeys).where(eq(apiKeys.id, id));
      await auditKey(tx, who, 'api_key.deleted', key, request.ip);
    });
    return { ok: true as const };
  });
}
