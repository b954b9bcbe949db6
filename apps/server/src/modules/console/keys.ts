/**
 * API Keys: list, generate (the secret is in this one answer only), revoke (isActive=false) and delete.
 * Only the SHA-256 of a key and a display prefix are stored; nothing can show the secret again.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyPermissions, newApiKeySchema, validationMessages as m, type NewApiKey } from '@app/contracts';
import { errorResponses, idParamsSchema, okSchema } from '@app/contracts/api/common';
import {
  consoleKeyChangedSchema,
  consoleKeyCreatedSchema,
  consoleKeyListSchema,
} from '@app/contracts/api/console';
import { apiKeys, apps, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { generateApiKey } from '../../lib/api-key.ts';
import type { DeveloperIdentity } from '../developer-portal/index.ts';
import { developerOf } from '../../session/guards.ts';

const keyNotFound = 'API key not found';
const MAX_KEYS = 50;
const tooManyKeysMessage = `You can have at most ${MAX_KEYS} API keys. Delete keys you no longer use first.`;
const expiryInPastMessage = 'The expiry date must be in the future';

const keyColumns = {
  id: apiKeys.id,
  keyName: apiKeys.keyName,
  keyPrefix: apiKeys.keyPrefix,
  appId: apiKeys.appId,
  appName: apps.name,
  permissions: apiKeys.permissions,
  isActive: apiKeys.isActive,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
};

type KeyRow = {
  id: number;
  keyName: string;
  keyPrefix: string;
  appId: number | null;
  appName: string | null;
  permissions: string[];
  isActive: boolean;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
};

/** A key as the console shows it: `expired` spares the browser a clock comparison. */
const keyView = (row: KeyRow) => ({
  ...row,
  expired: row.expiresAt !== null && row.expiresAt.getTime() <= Date.now(),
});

function keysQuery(db: Database) {
  return db.select(keyColumns).from(apiKeys).leftJoin(apps, eq(apps.id, apiKeys.appId));
}

async function listKeys(db: Database, developerId: number) {
  const rows = await keysQuery(db)
    .where(eq(apiKeys.developerId, developerId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(keyView);
}

async function ownKey(db: Database, developerId: number, id: number) {
  const [row] = await keysQuery(db).where(and(eq(apiKeys.id, id), eq(apiKeys.developerId, developerId)));
  if (!row) throw new AppError('not_found', keyNotFound);
  return row;
}

/** A date input (`2025-12-31`, valid through the end of that day UTC) or a full date-time; '' is none. */
function expiryFrom(value: string | undefined): Date | null {
  if (!value) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new AppError('validation', m.dateInvalid, { expiresAt: m.dateInvalid });
  if (at.getTime() <= Date.now()) {
    throw new AppError('validation', expiryInPastMessage, { expiresAt: expiryInPastMessage });
  }
  return at;
}

type Who = Pick<DeveloperIdentity, 'id' | 'email'>;

async function createKey(ctx: AppContext, who: Who, input: NewApiKey, ip: string | null) {
  const expiresAt = expiryFrom(input.expiresAt);
  // Stored in the canonical order, each once.
  const permissions = apiKeyPermissions.filter((p) => input.permissions.includes(p));
  const material = generateApiKey();
  const key = await ctx.db.transaction(async (tx) => {
    if (input.appId) {
      const [app] = await tx
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.id, input.appId), eq(apps.developerId, who.id)));
      if (!app) throw new AppError('validation', m.appIdInvalid, { appId: m.appIdInvalid });
    }
    const [owned] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.developerId, who.id));
    if ((owned?.n ?? 0) >= MAX_KEYS) throw new AppError('conflict', tooManyKeysMessage);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        keyName: input.keyName,
        keyHash: material.hash,
        keyPrefix: material.prefix,
        developerId: who.id,
        appId: input.appId ?? null,
        permissions,
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
        permissions,
        appId: input.appId ?? null,
      },
      ipAddress: ip,
    });
    return ownKey(tx, who.id, row!.id);
  });
  return { key: keyView(key), secret: material.secret };
}

async function auditKey(db: Database, who: Who, action: string, key: KeyRow, ip: string | null) {
  await recordAudit(db, {
    actorKind: 'developer',
    actorId: who.id,
    actorName: who.email,
    action,
    entityType: 'api_key',
    entityId: key.id,
    details: { keyName: key.keyName, keyPrefix: key.keyPrefix },
    ipAddress: ip,
  });
}

const params = idParamsSchema(keyNotFound);

export function consoleKeyRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/console/keys',
    { schema: { response: { 200: consoleKeyListSchema, ...errorResponses } } },
    async (request) => ({ keys: await listKeys(ctx.db, developerOf(request).id) }),
  );

  app.post(
    '/api/console/keys',
    { schema: { body: newApiKeySchema, response: { 201: consoleKeyCreatedSchema, ...errorResponses } } },
    async (request, reply) => {
      const created = await createKey(ctx, developerOf(request), request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  const revokeSchema = { params, response: { 200: consoleKeyChangedSchema, ...errorResponses } };
  app.post('/api/console/keys/:id/revoke', { schema: revokeSchema }, async (request) => {
    const who = developerOf(request);
    const { id } = request.params;
    const key = await ctx.db.transaction(async (tx) => {
      const before = await ownKey(tx, who.id, id);
      if (before.isActive) {
        await tx.update(apiKeys).set({ isActive: false }).where(eq(apiKeys.id, id));
        await auditKey(tx, who, 'api_key.revoked', before, request.ip);
      }
      return ownKey(tx, who.id, id);
    });
    return { key: keyView(key) };
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
