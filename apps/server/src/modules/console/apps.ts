/**
 * My Apps: list (with each app's submission history), create, edit, delete and submit for review; cancel
 * a pending submission; the listing history. Editing an app on the App Store files a listing change for
 * review instead of changing the live listing (app-submissions/listing.ts).
 * A developer only ever sees their own apps: anyone else's app id answers 404, like a missing one.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appSubmissionSchema,
  blankToNull,
  listingChangeRequestSchema,
  newAppSchema,
  slugMessages,
  updateAppSchema,
  type UpdateApp,
} from '@app/contracts';
import { apiErrorCodes, errorResponses, idParamsSchema, okSchema } from '@app/contracts/api/common';
import {
  consoleAppCreatedSchema,
  consoleAppListSchema,
  consoleAppUpdatedSchema,
  consoleSubmissionCancelledSchema,
  consoleModeQuerySchema,
  consoleSubmissionCreatedSchema,
  consoleSubmissionListSchema,
  listingHistorySchema,
} from '@app/contracts/api/console';
import { z } from 'zod';
import { apiKeys, appSlugHistory, appSubmissions, apps, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  appAudit as audit,
  appColumns,
  appNotFound,
  assertNameFree,
  createApp,
  type AppView,
  cancelSubmission,
  consoleScreenshot,
  createSubmission,
  listApps,
  listingDiff,
  listingHistory,
  ownApp,
  proposeListingChange,
  recordListingVersion,
  submissionNotFound,
  submissionsOfApps,
  type SubmissionView,
} from '../app-submissions/index.ts';
import type { DeveloperIdentity } from '../developer-portal/index.ts';
import { developerOf } from '../../session/guards.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

const listingChangeNotOnStore =
  'This app is not on the App Store: edit it directly, its changes apply at once.';

type Who = Pick<DeveloperIdentity, 'id' | 'email'>;

/**
/**
 * Moves an app to a new address before its first publication (409 after it, or when another app has or
 * had the slug). The old slug is kept in the history, so links to it redirect; taking back one of the
 * app's own former slugs removes it from the history.
 */
async function changeSlug(tx: Database, app: AppView, slug: string): Promise<void> {
  const [published] = await tx
    .select({ id: appSubmissions.id })
    .from(appSubmissions)
    .where(and(eq(appSubmissions.appId, app.id), isNotNull(appSubmissions.publishedAt)))
    .limit(1);
  if (published) {
    const message = slugMessages.locked;
    throw new AppError('conflict', message, { slug: message }, undefined, apiErrorCodes.slugLocked);
  }
  const [usedNow] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.slug, slug));
  const [usedBefore] = await tx
    .select({ appId: appSlugHistory.appId })
    .from(appSlugHistory)
    .where(eq(appSlugHistory.slug, slug));
  if (usedNow || (usedBefore && usedBefore.appId !== app.id)) {
    const message = slugMessages.taken;
    throw new AppError('conflict', message, { slug: message }, undefined, apiErrorCodes.slugTaken);
  }
  if (usedBefore) await tx.delete(appSlugHistory).where(eq(appSlugHistory.slug, slug));
  await tx.insert(appSlugHistory).values({ slug: app.slug, appId: app.id }).onConflictDoNothing();
}

/**
 * Edits an app. While it is not on the App Store, every change applies at once (and is a listing
 * version). Once it is, the slug is locked and the listing fields go to review as a listing change:
 * `listingChange` is that pending change (null when the edit changed no listing field).
 */
async function updateApp(
  ctx: AppContext,
  who: Who,
  id: number,
  input: UpdateApp,
  ip: string | null,
): Promise<{ app: AppView; listingChange: SubmissionView | null }> {
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await ownApp(tx, who.id, id, true);
    if (input.name !== undefined) await assertNameFree(tx, who.id, input.name, current.mode, id);
    const newSlug = input.slug !== undefined && input.slug !== current.slug ? input.slug : undefined;
    if (newSlug) await changeSlug(tx, current, newSlug);
    const listing = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}),
      ...(input.sdkType !== undefined ? { sdkType: input.sdkType } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
    };
    const onStore = current.status === 'published';
    const changes = { ...(newSlug ? { slug: newSlug } : {}), ...(onStore ? {} : listing) };
    const [row] = await tx
      .update(apps)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(apps.id, id))
      .returning(appColumns);
    const slugChange = newSlug ? { slug: { from: current.slug, to: newSlug } } : {};
    await audit(
      tx,
      who,
      'app.updated',
      id,
      { name: row?.name, fields: Object.keys(changes), ...slugChange },
      ip,
    );
    if (onStore) {
      const listingChange = await proposeListingChange(tx, who, id, listing, { allowEmpty: false, ip });
      return { app: row as AppView, listingChange };
    }
    const diff = listingDiff(current, listing);
    if (Object.keys(diff).length > 0) {
      await recordListingVersion(tx, {
        appId: id,
        source: 'edited',
        changes: diff,
        actor: { kind: 'developer', name: who.email },
      });
      // Not on the store yet: the listing changed now. An app on the store changes when staff approve.
      await emitWebhookEvent(ctx, tx, {
        developerId: who.id,
        type: 'app.listing_changed',
        data: { app: row, changed: Object.keys(diff) },
      });
    }
    return { app: row as AppView, listingChange: null };
  });
  ctx.webhooks.kick();
  return updated;
}

/**
 * Deletes an app and its submissions. Keys limited to it are deactivated (not left unlimited): a key the
 * developer tied to one app must never start reaching all their apps.
 */
async function deleteApp(ctx: AppContext, who: Who, id: number, ip: string | null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const app = await ownApp(tx, who.id, id, true);
    const revoked = await tx
      .update(apiKeys)
      .set({ isActive: false })
      .where(and(eq(apiKeys.appId, id), eq(apiKeys.isActive, true)))
      .returning({ id: apiKeys.id });
    await tx.delete(apps).where(eq(apps.id, id));
    await audit(
      tx,
      who,
      'app.deleted',
      id,
      { name: app.name, slug: app.slug, keysRevoked: revoked.length },
      ip,
    );
  });
}

/** A submission as the console shows it: each uploaded screenshot with where the console serves it. */
const forConsole = (submission: SubmissionView) => ({
  ...submission,
  images: submission.images.map(consoleScreenshot),
});

const params = idParamsSchema(appNotFound);
const positiveId = (notFound: string) => idParamsSchema(notFound).shape.id;
const submissionParams = z.object({
  id: positiveId(appNotFound),
  submissionId: positiveId(submissionNotFound),
});

export function consoleAppRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/console/apps',
    {
      schema: {
        querystring: consoleModeQuerySchema,
        response: { 200: consoleAppListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      apps: (await listApps(ctx.db, developerOf(request).id, null, request.query.mode)).map((app) => ({
        ...app,
        submissions: app.submissions.map(forConsole),
      })),
    }),
  );

  app.post(
    '/api/console/apps',
    { schema: { body: newAppSchema, response: { 201: consoleAppCreatedSchema, ...errorResponses } } },
    async (request, reply) => {
      const created = await createApp(ctx, developerOf(request), request.body, request.ip);
      return reply.status(201).send({ app: { ...created, submissions: [] } });
    },
  );

  app.patch(
    '/api/console/apps/:id',
    {
      schema: {
        params,
        body: updateAppSchema,
        response: { 200: consoleAppUpdatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await updateApp(ctx, developerOf(request), request.params.id, request.body, request.ip);
      return {
        app: updated.app,
        listingChange: updated.listingChange ? forConsole(updated.listingChange) : null,
      };
    },
  );

  app.delete(
    '/api/console/apps/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await deleteApp(ctx, developerOf(request), request.params.id, request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/console/apps/:id/submissions',
    { schema: { params, response: { 200: consoleSubmissionListSchema, ...errorResponses } } },
    async (request) => {
      const appRow = await ownApp(ctx.db, developerOf(request).id, request.params.id);
      return { submissions: await submissionsOfApps(ctx.db, [appRow.id]) };
    },
  );

  const submitSchema = {
    params,
    body: appSubmissionSchema,
    response: { 201: consoleSubmissionCreatedSchema, ...errorResponses },
  };
  app.post('/api/console/apps/:id/submissions', { schema: submitSchema }, async (request, reply) => {
    const developer = developerOf(request);
    const appRow = await ownApp(ctx.db, developer.id, request.params.id);
    const data = request.body;
    const submission = await createSubmission(
      ctx,
      { appId: appRow.id, developer, data, via: 'console' },
      request.ip,
    );
    return reply.status(201).send({ submission: forConsole(submission) });
  });

  app.delete(
    '/api/console/apps/:id/submissions/:submissionId',
    {
      schema: {
        params: submissionParams,
        response: { 200: consoleSubmissionCancelledSchema, ...errorResponses },
      },
    },
    async (request) => {
      const developer = developerOf(request);
      const appRow = await ownApp(ctx.db, developer.id, request.params.id);
      const submission = await cancelSubmission(
        ctx,
        { appId: appRow.id, submissionId: request.params.submissionId, developer, via: 'console' },
        request.ip,
      );
      return { submission: forConsole(submission) };
    },
  );

  // A listing change of an app on the store with no field changed yet: for new screenshots.
  app.post(
    '/api/console/apps/:id/listing-changes',
    {
      schema: {
        params,
        body: listingChangeRequestSchema,
        response: { 201: consoleSubmissionCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const developer = developerOf(request);
      const body = request.body;
      const submission = await ctx.db.transaction(async (tx) => {
        const appRow = await ownApp(tx, developer.id, request.params.id, true);
        if (appRow.status !== 'published') {
          throw new AppError(
            'conflict',
            listingChangeNotOnStore,
            undefined,
            undefined,
            apiErrorCodes.appNotOnStore,
          );
        }
        if (body.name !== undefined)
          await assertNameFree(tx, developer.id, body.name, appRow.mode, appRow.id);
        const listing = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: blankToNull(body.description) } : {}),
          ...(body.sdkType !== undefined ? { sdkType: body.sdkType } : {}),
          ...(body.category !== undefined ? { category: body.category } : {}),
        };
        return proposeListingChange(tx, developer, appRow.id, listing, { allowEmpty: true, ip: request.ip });
      });
      return reply.status(201).send({ submission: forConsole(submission as SubmissionView) });
    },
  );

  app.get(
    '/api/console/apps/:id/listing-history',
    { schema: { params, response: { 200: listingHistorySchema, ...errorResponses } } },
    async (request) => {
      const appRow = await ownApp(ctx.db, developerOf(request).id, request.params.id);
      return { versions: await listingHistory(ctx.db, appRow.id, false) };
    },
  );
}
