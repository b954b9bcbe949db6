/**
 * Screenshots of a submission, in the console (inside its developer-only scope):
 * POST   /api/console/apps/:id/submissions/:submissionId/screenshots   multipart, one file field `screenshot`
 * DELETE /api/console/apps/:id/submissions/:submissionId/screenshots/:screenshotId
 * GET    /api/console/screenshots/:screenshotId                           the developer's own image
 * Someone else's app, submission or image answers 404, as if it did not exist.
 */
import fastifyMultipart from '@fastify/multipart';
import { multipartError } from '../../lib/multipart.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits, validationMessages as m } from '@app/contracts';
import { screenshotCreatedSchema } from '@app/contracts/api/app-store';
import { okSchema } from '@app/contracts/api/admin';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  addScreenshot,
  appNotFound,
  consoleScreenshot,
  ownApp,
  removeScreenshot,
  screenshotFile,
  screenshotNotFound,
  sendScreenshot,
  submissionNotFound,
} from '../app-submissions/index.ts';
import { developerOf } from '../../session/guards.ts';

const positiveId = (notFound: string) => idParamsSchema(notFound).shape.id;
const submissionParams = z.object({
  id: positiveId(appNotFound),
  submissionId: positiveId(submissionNotFound),
});
const screenshotParams = submissionParams.extend({ screenshotId: positiveId(screenshotNotFound) });

/** The uploaded file's bytes, or a 400/413 with the message a developer can act on. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('validation', m.screenshotMissing, { screenshot: m.screenshotMissing });
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'screenshot') {
      throw new AppError('validation', m.screenshotMissing, { screenshot: m.screenshotMissing });
    }
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', m.screenshotTooBig, { screenshot: m.screenshotTooBig });
    }
    throw multipartError(error);
  }
}

export function consoleScreenshotRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  void app.register(async (plainUploads) => {
    // Multipart bodies are parsed in this scope only; one file, nothing else, at most the size allowed.
    await plainUploads.register(fastifyMultipart, {
      limits: { fileSize: limits.screenshotBytes, files: 1, fields: 0, parts: 1 },
    });
    const uploads = plainUploads.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/console/apps/:id/submissions/:submissionId/screenshots',
      { schema: { params: submissionParams, response: { 201: screenshotCreatedSchema, ...errorResponses } } },
      async (request, reply) => {
        const developer = developerOf(request);
        const appRow = await ownApp(ctx.db, developer.id, request.params.id);
        const bytes = await uploadedBytes(request);
        const added = await addScreenshot(
          ctx,
          { developer, appId: appRow.id, submissionId: request.params.submissionId },
          bytes,
          request.ip,
        );
        return reply.status(201).send({ screenshot: consoleScreenshot(added) });
      },
    );
  });

  app.delete(
    '/api/console/apps/:id/submissions/:submissionId/screenshots/:screenshotId',
    { schema: { params: screenshotParams, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      const developer = developerOf(request);
      const appRow = await ownApp(ctx.db, developer.id, request.params.id);
      await removeScreenshot(
        ctx,
        { developer, appId: appRow.id, submissionId: request.params.submissionId },
        request.params.screenshotId,
        request.ip,
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/console/screenshots/:id',
    { schema: { params: idParamsSchema(screenshotNotFound) } },
    async (request, reply) => {
      const file = await screenshotFile(ctx.db, request.params.id);
      if (!file) throw new AppError('not_found', screenshotNotFound);
      await ownApp(ctx.db, developerOf(request).id, file.appId).catch(() => {
        throw new AppError('not_found', screenshotNotFound);
      });
      return sendScreenshot(request, reply, file, 'private, no-store');
    },
  );
}
