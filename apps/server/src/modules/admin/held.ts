/**
 * Staff routes for Held: the public posts the form guard held back (a filled honeypot, a forged token).
 * Release stores one exactly as an accepted post (its row, form submission, staff notification, audit
 * entry) in the same transaction that removes it from Held; Delete drops it. Held posts follow the
 * retention policy of their form (retention job).
 */
import {
  developerApplicationSchema,
  formTypes,
  leadSchema,
  partnerApplicationSchema,
  subscribeSchema,
  type FormType,
  type ListQuery,
} from '@app/contracts';
import { and, eq, ilike, sql, type SQL, type Table } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listQuerySchema } from '@app/contracts';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { heldCountSchema, heldPostListSchema, okSchema } from '@app/contracts/api/admin';
import { quarantine, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeSubmissionIn, type SubmissionSender, type SubmissionStatement } from '../form-guard/index.ts';
import { developerApplicationSubmission } from '../developer-applications/index.ts';
import { leadSubmission } from '../leads/index.ts';
import { partnerApplicationSubmission } from '../partner-applications/index.ts';
import { subscribeIn } from '../subscribers/index.ts';
import {
  containsPattern,
  countAll,
  orderFrom,
  pageAndTotal,
  pickStatus,
  sendList,
} from '../../lib/list-query.ts';
import { actorOf, auditStaff, type Actor } from '../staff-auth/index.ts';

export const heldNotFound = 'Held post not found';
const heldNotReleasable =
  'This held post no longer passes the form’s checks, so it cannot be released. Delete it instead.';

type Store = (
  tx: Database,
  ctx: AppContext,
  payload: unknown,
  sender: SubmissionSender,
  details: Record<string, unknown>,
) => Promise<unknown>;

/** A form whose post becomes a submission: its contract, and how a valid post is built into one. */
function asSubmission<S extends z.ZodType, T extends Table>(
  schema: S,
  build: (input: z.output<S>, sender: SubmissionSender) => SubmissionStatement<T>,
): Store {
  return (tx, ctx, payload, sender, details) =>
    storeSubmissionIn(tx, ctx, build(parse(schema, payload), sender), details);
}

/** How each form's held post is checked again (the same contract) and stored as an accepted post. */
const releasers: Partial<Record<FormType, Store>> = {
  'contact-form': asSubmission(leadSchema, leadSubmission),
  'partner-application': asSubmission(partnerApplicationSchema, partnerApplicationSubmission),
  'developer-application': asSubmission(developerApplicationSchema, developerApplicationSubmission),
  newsletter: (tx, ctx, payload, sender, details) =>
    subscribeIn(tx, ctx, parse(subscribeSchema, payload), sender, details),
};

/** The stored payload, checked again by the form's contract (its rules may have changed since). */
function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) throw new AppError('conflict', heldNotReleasable);
  return result.data;
}

/** `status` filters by form type; `q` searches the posted data. */
const heldFilters = (query: ListQuery): SQL | undefined => {
  const formType = pickStatus(query.status, formTypes);
  return and(
    formType ? eq(quarantine.formType, formType) : undefined,
    query.q ? ilike(sql`${quarantine.payload}::text`, containsPattern(query.q)) : undefined,
  );
};

async function listHeld(db: Database, query: ListQuery) {
  const where = heldFilters(query);
  return pageAndTotal(
    db
      .select()
      .from(quarantine)
      .where(where)
      .orderBy(...orderFrom(query.sort, { createdAt: quarantine.createdAt }, 'createdAt:desc', quarantine.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(quarantine).where(where),
  );
}

/** Releases a held post into the normal flow, in one transaction; a second release finds nothing. */
async function releaseHeld(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(quarantine).where(eq(quarantine.id, id)).returning();
    if (!row) throw new AppError('not_found', heldNotFound);
    const releaser = releasers[row.formType as FormType];
    if (!releaser) throw new AppError('conflict', heldNotReleasable);
    await releaser(tx, ctx, row.payload, { ipAddress: row.ipAddress, signals: [] }, { releasedFromHeld: id });
    await auditStaff(
      tx,
      actor,
      'held.released',
      { type: 'held_post', id },
      { formType: row.formType, reason: row.reason },
    );
  });
  ctx.mailQueued();
}

async function deleteHeld(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(quarantine).where(eq(quarantine.id, id)).returning();
    if (!row) throw new AppError('not_found', heldNotFound);
    await auditStaff(
      tx,
      actor,
      'held.deleted',
      { type: 'held_post', id },
      { formType: row.formType, reason: row.reason },
    );
  });
}

const params = idParamsSchema(heldNotFound);

export function heldAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/held',
    { schema: { querystring: listQuerySchema, response: { 200: heldPostListSchema, ...errorResponses } } },
    async (request, reply) => {
      const { rows, total } = await listHeld(ctx.db, request.query);
      // Drizzle types a jsonb column `unknown`; the response contract checks that the payload is an object.
      return sendList(
        reply,
        rows as Array<(typeof rows)[number] & { payload: Record<string, unknown> }>,
        total,
      );
    },
  );

  /** The number shown beside Held in the admin navigation. */
  app.get(
    '/api/admin/held/count',
    { schema: { response: { 200: heldCountSchema, ...errorResponses } } },
    async () => {
      const [row] = await ctx.db.select({ n: countAll }).from(quarantine);
      return { count: row?.n ?? 0 };
    },
  );

  app.post(
    '/api/admin/held/:id/release',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await releaseHeld(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/admin/held/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await deleteHeld(ctx.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
