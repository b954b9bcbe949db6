/**
 * Webhook endpoints and events. An event is stored once (its exact JSON body) and queued as one delivery
 * per subscribed endpoint, in the transaction of the change it reports (the outbox pattern: the delivery
 * exists exactly when the change does); the worker (worker.ts) sends them.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  webhookMessages as wm,
  webhookTestEventType,
  type NewWebhookEndpoint,
  type WebhookEvent,
  type WebhookEventType,
} from '@app/contracts/api/webhooks';
import { apiKeys, webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomBase62 } from '../../lib/api-key.ts';
import { recordAudit } from '../../lib/audit.ts';
import { PrivateAddressError, resolvePublic, type AddressPolicy } from '../../lib/public-address.ts';
import { seal } from '../../lib/sealed.ts';
import { newWebhookSecret, secretPrefixOf } from './signing.ts';

export const SECRET_PURPOSE = 'webhook-secret';
const MAX_ENDPOINTS = 10;
/** A delivery is retried for this long after it was queued, then marked failed. */
const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** Deliveries and events are kept this long (the retention job deletes older ones). */
const WEBHOOK_HISTORY_DAYS = 30;
/** A key.expiring event is sent once a key is within this many days of its expiry. */
const KEY_EXPIRING_DAYS = 7;

/** Whatever queues deliveries: the worker's clock and its wake-up call (context.ts). */
export interface WebhookQueue {
  now(): number;
  kick(): void;
}

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  secretPrefix: webhookEndpoints.secretPrefix,
  isActive: webhookEndpoints.isActive,
  createdAt: webhookEndpoints.createdAt,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  responseMs: webhookDeliveries.responseMs,
  lastError: webhookDeliveries.lastError,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

/** A delivery as the console shows it: when it goes again only while it is pending. */
const deliveryView = <R extends { status: string; nextAttemptAt: Date }>(row: R) => ({
  ...row,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
});

/** The address policy in force: loopback only with WEBHOOKS_ALLOW_LOOPBACK. */
const addressPolicy = (ctx: AppContext): AddressPolicy => ({
  allowLoopback: ctx.config.WEBHOOKS_ALLOW_LOOPBACK,
});

/**
 * Refuses an endpoint URL whose host is not public (every address it resolves to is checked), and plain
 * http except to a loopback host with WEBHOOKS_ALLOW_LOOPBACK (tests).
 */
async function checkEndpointUrl(ctx: AppContext, url: string): Promise<void> {
  const parsed = new URL(url);
  const policy = addressPolicy(ctx);
  const refuse = (message: string): never => {
    throw new AppError('validation', message, { url: message });
  };
  let loopbackOnly = true;
  try {
    const addresses = await resolvePublic(parsed.hostname, policy);
    loopbackOnly = addresses.every(({ address }) => /^(127\.|::1$|::ffff:127\.)/.test(address));
  } catch (error) {
    if (error instanceof PrivateAddressError) refuse(wm.privateAddress);
    refuse(wm.unresolvable);
  }
  if (parsed.protocol !== 'https:' && !(policy.allowLoopback && loopbackOnly)) refuse(wm.httpsRequired);
}

export async function listEndpoints(db: Database, developerId: number) {
  return db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.developerId, developerId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

async function ownEndpoint(db: Database, developerId: number, id: number) {
  const [row] = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.developerId, developerId)));
  if (!row) throw new AppError('not_found', wm.endpointNotFound);
  return row;
}

type Who = { id: number; email: string };

async function audit(db: Database, who: Who, action: string, id: number, details: object, ip: string | null) {
  await recordAudit(db, {
    actorKind: 'developer',
    actorId: who.id,
    actorName: who.email,
    action,
    entityType: 'webhook_endpoint',
    entityId: id,
    details: { ...details },
    ipAddress: ip,
  });
}

export async function createEndpoint(
  ctx: AppContext,
  who: Who,
  input: NewWebhookEndpoint,
  ip: string | null,
) {
  await checkEndpointUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.developerId, who.id));
    if ((owned?.n ?? 0) >= MAX_ENDPOINTS) throw new AppError('conflict', wm.tooManyEndpoints(MAX_ENDPOINTS));
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        developerId: who.id,
        url: input.url,
        description: input.description || null,
        events: [...new Set(input.events)],
        secretSealed: seal(ctx.secretKey, SECRET_PURPOSE, secret),
        secretPrefix: secretPrefixOf(secret),
      })
      .returning({ id: webhookEndpoints.id });
    await audit(tx, who, 'webhook_endpoint.created', row!.id, { url: input.url, events: input.events }, ip);
    return ownEndpoint(tx, who.id, row!.id);
  });
  return { endpoint, secret };
}

export async function rotateSecret(ctx: AppContext, who: Who, id: number, ip: string | null) {
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.transaction(async (tx) => {
    await ownEndpoint(tx, who.id, id);
    await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: seal(ctx.secretKey, SECRET_PURPOSE, secret),
        secretPrefix: secretPrefixOf(secret),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id));
    await audit(tx, who, 'webhook_endpoint.secret_rotated', id, {}, ip);
    return ownEndpoint(tx, who.id, id);
  });
  return { endpoint, secret };
}

export async function deleteEndpoint(ctx: AppContext, who: Who, id: number, ip: string | null) {
  await ctx.db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, who.id, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await audit(tx, who, 'webhook_endpoint.deleted', id, { url: endpoint.url }, ip);
  });
}

const newEventId = () => `evt_${randomBase62(24)}`;

async function queueDeliveries(tx: Database, queue: WebhookQueue, eventId: string, endpointIds: number[]) {
  if (endpointIds.length === 0) return [];
  const now = queue.now();
  return tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        eventId,
        nextAttemptAt: new Date(now),
        giveUpAt: new Date(now + RETRY_FOR_MS),
        createdAt: new Date(now),
      })),
    )
    .returning({ id: webhookDeliveries.id });
}

export interface WebhookEventInput {
  developerId: number | null | undefined;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** A fixed id makes the event happen once only (a second emit with it does nothing). */
  id?: string;
}

/**
 * Records an event and queues a delivery to each of the developer's active endpoints subscribed to its
 * type. Call it inside the transaction of the change it reports, then `ctx.webhooks.kick()` after commit
 * (or leave the delivery to the worker's next poll). Returns how many deliveries were queued.
 */
export async function emitEvent(
  tx: Database,
  queue: WebhookQueue,
  input: WebhookEventInput,
): Promise<number> {
  if (!input.developerId) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.developerId, input.developerId),
        eq(webhookEndpoints.isActive, true),
        sql`${input.type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return 0;
  const id = input.id ?? newEventId();
  const event: WebhookEvent = {
    id,
    type: input.type,
    created: Math.floor(queue.now() / 1000),
    data: input.data,
  };
  const inserted = await tx
    .insert(webhookEvents)
    .values({
      id,
      developerId: input.developerId,
      type: input.type,
      body: JSON.stringify(event),
      createdAt: new Date(queue.now()),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) return 0;
  const queued = await queueDeliveries(
    tx,
    queue,
    id,
    endpoints.map((e) => e.id),
  );
  return queued.length;
}

async function deliveryById(db: Database, id: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row ? deliveryView(row) : undefined;
}

/** Sends a `webhook.test` event to one endpoint (whatever events it subscribes to). */
export async function sendTestEvent(ctx: AppContext, who: Who, endpointId: number) {
  const delivery = await ctx.db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, who.id, endpointId);
    const id = newEventId();
    const event: WebhookEvent = {
      id,
      type: webhookTestEventType,
      created: Math.floor(ctx.webhooks.now() / 1000),
      data: { endpoint: { id: endpoint.id, url: endpoint.url }, message: 'A test event from the console.' },
    };
    await tx.insert(webhookEvents).values({
      id,
      developerId: who.id,
      type: webhookTestEventType,
      body: JSON.stringify(event),
      createdAt: new Date(ctx.webhooks.now()),
    });
    const [row] = await queueDeliveries(tx, ctx.webhooks, id, [endpoint.id]);
    return deliveryById(tx, row!.id);
  });
  ctx.webhooks.kick();
  return delivery!;
}

/** Queues the same event to the same endpoint again, as a new delivery. */
export async function resendDelivery(ctx: AppContext, who: Who, deliveryId: number) {
  const delivery = await ctx.db.transaction(async (tx) => {
    const [original] = await tx
      .select({ endpointId: webhookDeliveries.endpointId, eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.developerId, who.id)));
    if (!original) throw new AppError('not_found', wm.deliveryNotFound);
    const [row] = await queueDeliveries(tx, ctx.webhooks, original.eventId, [original.endpointId]);
    return deliveryById(tx, row!.id);
  });
  ctx.webhooks.kick();
  return delivery!;
}

/** An endpoint's latest deliveries, newest first. */
export async function listDeliveries(db: Database, developerId: number, endpointId: number, limit = 50) {
  await ownEndpoint(db, developerId, endpointId);
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(deliveryView);
}

/**
 * key.expiring: one event per key (and expiry moment) once an active key is within KEY_EXPIRING_DAYS of
 * its expiry; run daily by the retention scheduler. Returns how many deliveries were queued.
 */
export async function queueKeyExpiringEvents(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + KEY_EXPIRING_DAYS * 24 * 60 * 60 * 1000);
  const keys = await db
    .select({
      id: apiKeys.id,
      keyName: apiKeys.keyName,
      keyPrefix: apiKeys.keyPrefix,
      developerId: apiKeys.developerId,
      expiresAt: apiKeys.expiresAt,
    })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.isActive, true),
        sql`${apiKeys.expiresAt} > ${now}`,
        sql`${apiKeys.expiresAt} <= ${until}`,
      ),
    );
  const queue: WebhookQueue = { now: () => now.getTime(), kick: () => undefined };
  let queued = 0;
  for (const key of keys) {
    const expiresAt = key.expiresAt!;
    queued += await db.transaction((tx) =>
      emitEvent(tx, queue, {
        id: `evt_key_expiring_${key.id}_${expiresAt.getTime()}`,
        developerId: key.developerId,
        type: 'key.expiring',
        data: {
          key: {
            id: key.id,
            keyName: key.keyName,
            keyPrefix: key.keyPrefix,
            expiresAt: expiresAt.toISOString(),
          },
        },
      }),
    );
  }
  return queued;
}

/** Deletes events (and so their deliveries) older than WEBHOOK_HISTORY_DAYS; the retention job's part. */
export async function expireWebhookHistory(tx: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const gone = await tx
    .delete(webhookEvents)
    .where(lt(webhookEvents.createdAt, cutoff))
    .returning({ id: webhookEvents.id });
  return gone.length;
}
