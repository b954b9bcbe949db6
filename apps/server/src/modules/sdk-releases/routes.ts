/**
 * SDK releases over HTTP:
 * GET  /api/sdk-releases                                  public: every release not withdrawn
 * GET  /downloads/sdk/{sdk}/{version}/{file}               public: a file of a release not withdrawn
 * GET  /sdk/{sdk}/releases                                 public: the release notes page (HTML)
 * GET  /maven/releases/...                                 the Maven repository (maven.ts)
 * Staff (inside the admin scope, modules/admin/routes.ts):
 * GET  /api/admin/sdk-releases                            every release, withdrawn ones too
 * POST /api/admin/sdk-releases                            multipart: the fields of sdkReleaseInputSchema
 *                                                         and the files `library`, `toolchain`, `samples`
 * PATCH /api/admin/sdk-releases/{id}                      make current, withdraw, restore
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { fieldErrorsFromZod } from '@app/contracts/errors';
import { validationFailed } from '@app/contracts/messages';
import {
  sdkFileKinds,
  sdkFileNamePattern,
  sdkIds,
  sdkNames,
  sdkPlatforms,
  sdkReleaseInputSchema,
  sdkReleaseLimits,
  sdkReleaseListSchema,
  sdkReleaseMessages as msg,
  sdkReleaseNotesPath,
  sdkReleaseResponseSchema,
  sdkReleaseUpdateSchema,
  type SdkFileKind,
} from '@app/contracts/api/sdk-releases';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart.ts';
import { actorOf } from '../staff-auth/index.ts';
import { mavenRoutes } from './maven.ts';
import { notesEntry } from './notes-page.ts';
import { listReleases, publishRelease, releaseFile, updateRelease, type UploadedFile } from './service.ts';

const fileParams = z.object({
  sdk: z.enum(sdkIds),
  version: z.string().max(50),
  fileName: z.string().regex(sdkFileNamePattern),
});

export function sdkReleasePublicRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sdk-releases',
    { schema: { response: { 200: sdkReleaseListSchema, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { releases: await listReleases(ctx.db, { includeWithdrawn: false }) };
    },
  );

  app.get(
    '/downloads/sdk/:sdk/:version/:fileName',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const { sdk, version, fileName } = request.params;
      const file = await releaseFile(ctx.db, sdk, version, { fileName });
      if (!file) throw new AppError('not_found', msg.fileNotFound);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-cache')
        .header('ETag', `"${file.sha256}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );

  const { pages } = ctx;
  if (pages) {
    for (const sdk of sdkIds) {
      const path = sdkReleaseNotesPath(sdk);
      app.get(path, async (_request, reply) => {
        const releases = await listReleases(ctx.db, { includeWithdrawn: false, sdk });
        const html = await pages.renderPage(path, {
          page: 'sdk-releases',
          data: { sdk, name: sdkNames[sdk], platform: sdkPlatforms[sdk], releases: releases.map(notesEntry) },
        });
        // Never cached, so a publish or a withdrawal shows at once.
        return html === undefined
          ? reply.callNotFound()
          : reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
      });
    }
  }

  mavenRoutes(app, ctx);
}

/** Reads the publish form: its text fields and up to one file per kind. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('validation', msg.noFiles, { files: msg.noFiles });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      // A file input left empty still sends a part, with no name and no bytes.
      if (!part.filename && bytes.length === 0) continue;
      const kind = part.fieldname as SdkFileKind;
      if (!sdkFileKinds.includes(kind)) throw new AppError('validation', msg.noFiles, { files: msg.noFiles });
      if (!sdkFileNamePattern.test(part.filename)) {
        throw new AppError('validation', msg.fileName, { [kind]: msg.fileName });
      }
      files.push({ kind, fileName: part.filename, bytes });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', msg.fileTooBig, { files: msg.fileTooBig });
    }
    if (error instanceof AppError) throw error;
    throw multipartError(error);
  }
  return { fields, files };
}

export function sdkReleaseAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/sdk-releases',
    { schema: { response: { 200: sdkReleaseListSchema, ...errorResponses } } },
    async () => ({ releases: await listReleases(ctx.db, { includeWithdrawn: true }) }),
  );

  app.patch(
    '/api/admin/sdk-releases/:id',
    {
      schema: {
        params: idParamsSchema(msg.notFound),
        body: sdkReleaseUpdateSchema,
        response: { 200: sdkReleaseResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      release: await updateRelease(ctx.db, actorOf(request), request.params.id, request.body),
    }),
  );

  void app.register(async (plainUploads) => {
    // Multipart bodies are parsed in this scope only: a file per kind, a few text fields.
    await plainUploads.register(fastifyMultipart, {
      limits: {
        fileSize: sdkReleaseLimits.fileBytes,
        files: sdkFileKinds.length,
        fields: 10,
        fieldSize: sdkReleaseLimits.notes * 4,
      },
    });
    const uploads = plainUploads.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/admin/sdk-releases',
      { schema: { response: { 201: sdkReleaseResponseSchema, ...errorResponses } } },
      async (request, reply) => {
        const { fields, files } = await readUpload(request);
        const input = sdkReleaseInputSchema.safeParse(fields);
        if (!input.success) {
          throw new AppError('validation', validationFailed, fieldErrorsFromZod(input.error));
        }
        const release = await publishRelease(ctx.db, actorOf(request), input.data, files);
        return reply.status(201).send({ release });
      },
    );
  });
}
