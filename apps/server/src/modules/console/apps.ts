/**
 * My Apps: list (with each app's submission history), create, edit, delete and submit for review.
 * A developer only ever sees their own apps: anyone else's app id answers 404, like a missing one.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appSubmissionSchema,
  blankToNull,
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
  consoleModeQuerySchema,
  consoleSubmissionCreatedSchema,
  consoleSubmissionListSchema,
} from '@app/contracts/api/console';
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
  consoleScreenshot,
  createSubmission,
  listApps,
  ownApp,
  screenshotsOf,
  submissionsOfApps,
} from '../app-submissions/index.ts';
import type { DeveloperIdentity } from '../developer-portal/index.ts';
import { developerOf } from '../../session/guards.ts';

type Who = Pick<DeveloperIdentity, 'id' | 'email'>;

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

async function updateApp(
  ctx: AppContext,
  who: Who,
  id: number,
  input: UpdateApp,
  ip: string | null,
): Promise<AppView> {
  return ctx.db.transaction(async (tx) => {
    const current = await ownApp(tx, who.id, id, true);
    if (input.name !== undefined) await assertNameFree(tx, who.id, input.name, current.mode, id);
    const newSlug = input.slug !== undefined && input.slug !== current.slug ? input.slug : undefined;
    if (newSlug) await changeSlug(tx, current, newSlug);
    const changes = {
      ...(newSlug ? { slug: newSlug } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}),
      ...(input.sdkType !== undefined ? { sdkType: input.sdkType } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
    };
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
    return row as AppView;
  });
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

/** The console's view of the apps: each submission also lists its uploaded screenshots (`images`). */
async function withImages(db: Database, list: Awaited<ReturnType<typeof listApps>>) {
  const shots = await screenshotsOf(
    db,
    list.flatMap((app) => app.submissions.map((s) => s.id)),
  );
  return list.map((app) => ({
    ...app,
    submissions: app.submissions.map((s) => ({
      ...s,
      images: shots.filter((shot) => shot.submissionId === s.id).map(consoleScreenshot),
    })),
  }));
}

const params = idParamsSchema(appNotFound);

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
      apps: await withImages(
        ctx.db,
        await listApps(ctx.db, developerOf(request).id, null, request.query.mode),
      ),
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
    async (request) => ({
      app: await updateApp(ctx, developerOf(request), request.params.id, request.body, request.ip),
    }),
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
    return reply.status(201).send({ submission: { ...submission, images: [] } });
  });
}
