/**
 * The versioned API for developers' own tools, authenticated with an API key (`Authorization: Bearer`):
 * GET /api/v1/me, GET /api/v1/apps (read), POST /api/v1/apps (write), GET /api/v1/apps/:id/submissions
 * (read), POST /api/v1/apps/:id/submissions (write; body appSubmissionSchema),
 * DELETE /api/v1/apps/:id/submissions/:submissionId (write; cancels a pending submission),
 * POST /api/v1/apps/:id/submissions/:submissionId/screenshots (write; multipart, one file `screenshot`),
 * and the one client operation, GET /api/v1/client/app, which takes an app's publishable key (decision 0060).
 * A key tied to one app sees and submits only that app (others answer 404); a test key sees only
 * test-mode apps and a live key only live ones (the other mode's apps answer 404). Cookies are ignored here.
 * Each route declares its contract: validation, serialization and the OpenAPI document (plugins/openapi.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits, validationFailed, validationMessages, type ApiKeyPermission } from '@app/contracts';
import { apiErrorCodes, apiErrorSchema, idParamsSchema } from '@app/contracts/api/common';
import {
  apiAppResponseSchema,
  apiAppsResponseSchema,
  apiMeResponseSchema,
  apiNewAppSchema,
  clientAppResponseSchema,
  apiNewSubmissionSchema,
  apiScreenshotResponseSchema,
  apiSubmissionResponseSchema,
  apiSubmissionsResponseSchema,
} from '@app/contracts/api/developer-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  addScreenshot,
  appNotFound,
  cancelSubmission,
  createApp,
  createSubmission,
  listApps,
  ownApp,
  pendingExistsMessage,
  submissionNotFound,
  submissionsOfApps,
} from '../app-submissions/index.ts';
import { multipartError } from '../../lib/multipart.ts';
import { databaseUnavailableMessage } from '../../lib/database-unavailable.ts';
import { frameworkMessage, internalErrorMessage } from '../../plugins/error-handler.ts';
import { apiCallerOf, apiKeyMessages, apiKeyRateLimit, requireApiKey, type KeyRequirement } from './auth.ts';

/** The caller's app `id` (404 when it is not theirs, outside the key's app, or of the other mode). */
async function callerApp(ctx: AppContext, request: FastifyRequest, id: number) {
  const caller = apiCallerOf(request);
  if (caller.appId !== null && caller.appId !== id) throw new AppError('not_found', appNotFound);
  return { caller, app: await ownApp(ctx.db, caller.developer.id, id, false, caller.mode) };
}

/** One group of operations in the reference (tags: plugins/openapi.ts describes each). */
type ApiTag = 'Account' | 'Apps' | 'Submissions' | 'Client';

/** The rate-limit headers of an answer to a request whose API key was found (plugins/openapi.ts: info). */
const rateLimitHeaders = {
  'X-RateLimit-Limit': {
    type: 'integer',
    description: `Requests this API key may make per minute (${apiKeyRateLimit.max}). Sent once the key is recognised.`,
  },
  'X-RateLimit-Remaining': {
    type: 'integer',
    minimum: 0,
    description: "Requests left in the key's current minute. Sent once the key is recognised.",
  },
} as const;
const retryAfter = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again.' },
} as const;

/** Messages of answers Fastify gives before a route runs, as the error handler words them. */
const bodyTooLarge = frameworkMessage('FST_ERR_CTP_BODY_TOO_LARGE');
const unsupportedMediaType = frameworkMessage('FST_ERR_CTP_INVALID_MEDIA_TYPE');

/**
 * Each error status: when it happens, an answer as the API sends it (the conformance test provokes each
 * one and compares), and its headers. 403's example is per route (the permission it names).
 */
const errorAnswers = {
  400: {
    description: 'The body is not JSON, or does not match the contract; `errors` names each refused field.',
    example: {
      message: validationFailed,
      code: apiErrorCodes.validationFailed,
      errors: { version: validationMessages.versionInvalid },
    },
    headers: rateLimitHeaders,
  },
  401: {
    description: 'The API key is missing, malformed, unknown, revoked or expired.',
    example: { message: apiKeyMessages.missing, code: apiErrorCodes.unauthorized },
  },
  403: {
    description:
      'The API key may not do this: it lacks the permission this operation needs, it is a publishable key ' +
      "(`code: 'publishable_key_forbidden'`) on an operation that needs a secret key or the reverse " +
      "(`code: 'publishable_key_required'`), or its developer account " +
      "is suspended (its application is no longer approved; `code: 'developer_suspended'`). `message` says which.",
    example: { message: apiKeyMessages.suspended, code: apiErrorCodes.developerSuspended },
    headers: rateLimitHeaders,
  },
  404: {
    description: "No such app among the caller's (or outside the key's app).",
    example: { message: appNotFound, code: apiErrorCodes.notFound },
    headers: rateLimitHeaders,
  },
  409: {
    description: 'The app already has a submission waiting for review.',
    example: { message: pendingExistsMessage, code: apiErrorCodes.conflict },
    headers: rateLimitHeaders,
  },
  413: {
    description: 'The request body is larger than the server accepts.',
    example: { message: bodyTooLarge, code: apiErrorCodes.payloadTooLarge },
    headers: rateLimitHeaders,
  },
  415: {
    description: 'The request body is not `application/json`.',
    example: { message: unsupportedMediaType, code: apiErrorCodes.badRequest },
    headers: rateLimitHeaders,
  },
  429: {
    description:
      "Too many requests for this API key (or, from one address, naming unknown keys); retry after the `Retry-After` header's seconds.",
    example: { message: apiKeyMessages.rateLimited, code: apiErrorCodes.rateLimited },
    headers: { ...rateLimitHeaders, ...retryAfter },
  },
  500: {
    description: 'Something went wrong on our side.',
    example: { message: internalErrorMessage, code: apiErrorCodes.internalError },
  },
  503: {
    description: "The database is briefly unavailable; retry after the `Retry-After` header's seconds.",
    example: { message: databaseUnavailableMessage, code: apiErrorCodes.serviceUnavailable },
    headers: retryAfter,
  },
} as const;
type ErrorStatus = keyof typeof errorAnswers;

/**
 * The documented part of a route's schema: its operationId, tag, summary, the permission it needs (in
 * the description and as `x-permission`), the bearer key, its success answer (a named schema) and every
 * error answer (the named `Error` schema) with an example and the headers it carries.
 */
function apiRoute<S extends number, T extends z.ZodType>(doc: {
  operationId: string;
  tag: ApiTag;
  summary: string;
  description: string;
  permission: ApiKeyPermission | 'publishable' | null;
  success: [status: S, schema: T];
  errors?: ErrorStatus[];
  /** This operation's own wording of an error status: when it happens, and an answer it gives. */
  answers?: Partial<Record<ErrorStatus, { description: string; example: object }>>;
}) {
  const needs =
    doc.permission === 'publishable'
      ? "Needs the app's publishable key (`lumen_pk_…`); secret keys are refused here."
      : doc.permission
        ? `Needs an API key with the '${doc.permission}' permission ('admin' implies 'write' and 'read').`
        : 'Needs any valid API key (a secret key: publishable keys are refused).';
  const statuses: ErrorStatus[] = [401, 403, ...(doc.errors ?? []), 429, 500, 503];
  const [successStatus, successSchema] = doc.success;
  // `.meta` on a named schema documents this use of it (a `$ref` with the answer's description and
  // headers, which @fastify/swagger lifts to the response); the schema itself stays one component.
  const response: Record<number, z.ZodType> = {
    [successStatus]: successSchema.meta({
      description: successStatus === 201 ? 'Created.' : 'OK.',
      headers: rateLimitHeaders,
    }),
  };
  for (const status of statuses) {
    const { description, example } = doc.answers?.[status] ?? errorAnswers[status];
    const headers = 'headers' in errorAnswers[status] ? errorAnswers[status].headers : {};
    const permission = doc.permission;
    const answer =
      status !== 403 || permission === null
        ? example
        : permission === 'publishable'
          ? { message: apiKeyMessages.publishableRequired, code: apiErrorCodes.publishableKeyRequired }
          : { message: apiKeyMessages.forbidden(permission), code: apiErrorCodes.forbidden };
    // Every error names its request, as its X-Request-Id header does (plugins/error-handler.ts).
    const named = { ...answer, requestId: exampleRequestId };
    response[status] = apiErrorSchema.meta({ description, examples: [named], headers });
  }
  return {
    operationId: doc.operationId,
    tags: [doc.tag],
    summary: doc.summary,
    description: `${doc.description}\n\n${needs}`,
    'x-permission': doc.permission ?? 'any',
    security: [{ apiKey: [] }],
    response: response as { [K in S]: T },
  };
}

const appParams = idParamsSchema(appNotFound);
const positiveId = (notFound: string) => idParamsSchema(notFound).shape.id;
const submissionParams = z.object({
  id: positiveId(appNotFound),
  submissionId: positiveId(submissionNotFound),
});

/** The 404 of an operation on one submission: the app's, or the submission's own code. */
const submissionNotFoundAnswer = {
  description:
    "No such app among the caller's (or outside the key's app): `code: 'not_found'`; or the app has no such submission: `code: 'submission_not_found'`.",
  example: { message: appNotFound, code: apiErrorCodes.notFound },
};

/** A client still sending the removed `screenshots` list of links is told what to do instead. */
async function refuseScreenshotLinks(request: FastifyRequest) {
  const body = request.body;
  if (body && typeof body === 'object' && 'screenshots' in body) {
    const message = validationMessages.screenshotUrlsRemoved;
    throw new AppError(
      'validation',
      message,
      { screenshots: message },
      undefined,
      apiErrorCodes.screenshotUrlsRemoved,
    );
  }
}

/** The uploaded file's bytes, or a 400/413 with the message a developer can act on. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  const missing = validationMessages.screenshotMissing;
  if (!request.isMultipart()) throw new AppError('validation', missing, { screenshot: missing });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'screenshot') {
      throw new AppError('validation', missing, { screenshot: missing });
    }
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const tooBig = validationMessages.screenshotTooBig;
      throw new AppError('payload_too_large', tooBig, { screenshot: tooBig });
    }
    throw multipartError(error);
  }
}

/** How the screenshot upload's body is documented (its parsing is @fastify/multipart's, not a schema's). */
const screenshotUploadBody = {
  type: 'object',
  required: ['screenshot'],
  properties: {
    screenshot: {
      type: 'string',
      format: 'binary',
      description: `One PNG, JPEG or WebP image, at most ${limits.screenshotBytes / 1024 / 1024} MB and ${limits.screenshotMaxPixels} × ${limits.screenshotMaxPixels} pixels. Its type is read from the file itself.`,
    },
  },
};

/** The request id the error examples show (a real one is a UUID, or the caller's own X-Request-Id). */
export const exampleRequestId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

export function developerApiRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    scope.get(
      '/api/v1/me',
      {
        onRequest: requireApiKey(ctx),
        schema: apiRoute({
          operationId: 'getCaller',
          tag: 'Account',
          summary: 'The caller',
          description: 'The developer the API key belongs to, and the key itself (never its secret).',
          permission: null,
          success: [200, apiMeResponseSchema],
        }),
      },
      async (request) => {
        const caller = apiCallerOf(request);
        return {
          developer: caller.developer,
          key: {
            id: caller.keyId,
            keyName: caller.keyName,
            keyPrefix: caller.keyPrefix,
            permissions: caller.permissions,
            appId: caller.appId,
            kind: caller.kind,
            mode: caller.mode,
            expiresAt: caller.expiresAt,
          },
        };
      },
    );

    scope.get(
      '/api/v1/apps',
      {
        onRequest: requireApiKey(ctx, 'read'),
        schema: apiRoute({
          operationId: 'listApps',
          tag: 'Apps',
          summary: 'List apps',
          description:
            "The developer's apps of the key's mode (a test key: test-mode apps only), newest first, each with its submissions (only the key's app for a key tied to one).",
          permission: 'read',
          success: [200, apiAppsResponseSchema],
        }),
      },
      async (request) => {
        const caller = apiCallerOf(request);
        return { apps: await listApps(ctx.db, caller.developer.id, caller.appId, caller.mode) };
      },
    );

    scope.post(
      '/api/v1/apps',
      {
        onRequest: requireApiKey(ctx, 'write'),
        schema: {
          body: apiNewAppSchema,
          ...apiRoute({
            operationId: 'createApp',
            tag: 'Apps',
            summary: 'Create an app',
            description:
              "Creates an app in the key's mode, in development. With a test key the app is a test-mode app: its submissions are decided at once and it is never published.",
            permission: 'write',
            success: [201, apiAppResponseSchema],
            errors: [400, 409, 413, 415],
            answers: {
              400: {
                description:
                  'The body is not JSON, or does not match the contract; `errors` names each refused field.',
                example: {
                  message: validationFailed,
                  code: apiErrorCodes.validationFailed,
                  errors: { sdkType: validationMessages.sdkTypeRequired },
                } as { message: string; code: string },
              },
              409: {
                description:
                  'You already have an app of this name in this mode, or as many apps as the console allows.',
                example: {
                  message: validationMessages.appNameTaken,
                  code: apiErrorCodes.conflict,
                  errors: { name: validationMessages.appNameTaken },
                } as { message: string; code: string },
              },
            },
          }),
        },
      },
      async (request, reply) => {
        const caller = apiCallerOf(request);
        const app = await createApp(
          ctx,
          caller.developer,
          { ...request.body, mode: caller.mode },
          request.ip,
        );
        return reply.status(201).send({ app });
      },
    );

    scope.get(
      '/api/v1/apps/:id/submissions',
      {
        onRequest: requireApiKey(ctx, 'read'),
        schema: {
          params: appParams,
          ...apiRoute({
            operationId: 'listSubmissions',
            tag: 'Submissions',
            summary: "List an app's submissions",
            description: "The app's submissions for review, newest first.",
            permission: 'read',
            success: [200, apiSubmissionsResponseSchema],
            errors: [404],
          }),
        },
      },
      async (request) => {
        const { app: row } = await callerApp(ctx, request, request.params.id);
        return { submissions: await submissionsOfApps(ctx.db, [row.id]) };
      },
    );

    scope.post(
      '/api/v1/apps/:id/submissions',
      {
        onRequest: requireApiKey(ctx, 'write'),
        preValidation: refuseScreenshotLinks,
        schema: {
          params: appParams,
          body: apiNewSubmissionSchema,
          ...apiRoute({
            operationId: 'createSubmission',
            tag: 'Submissions',
            summary: 'Submit a version for review',
            description:
              "Files a new version of the app for review. An app has at most one version pending (cancel it to file another). Screenshots are uploaded to the submission afterwards (`uploadScreenshot`); a body still carrying the removed `screenshots` list of links is refused with `code: 'screenshot_urls_removed'`.",
            permission: 'write',
            success: [201, apiSubmissionResponseSchema],
            errors: [400, 404, 409, 413, 415],
          }),
        },
      },
      async (request, reply) => {
        const { caller, app: row } = await callerApp(ctx, request, request.params.id);
        const submission = await createSubmission(
          ctx,
          { appId: row.id, developer: caller.developer, data: request.body, via: 'api' },
          request.ip,
        );
        return reply.status(201).send({ submission });
      },
    );

    scope.delete(
      '/api/v1/apps/:id/submissions/:submissionId',
      {
        onRequest: requireApiKey(ctx, 'write'),
        schema: {
          params: submissionParams,
          ...apiRoute({
            operationId: 'cancelSubmission',
            tag: 'Submissions',
            summary: 'Cancel a pending submission',
            description:
              'Takes back a submission still waiting for review: it becomes `cancelled`, leaves the review queue, and the app can be submitted again at once. A decided (or already cancelled) submission cannot be cancelled.',
            permission: 'write',
            success: [200, apiSubmissionResponseSchema],
            errors: [404, 409],
            answers: {
              404: submissionNotFoundAnswer,
              409: {
                description:
                  "The submission is no longer pending (approved, rejected, published, withdrawn or cancelled): `code: 'submission_not_pending'`.",
                example: {
                  message: validationMessages.submissionNotPending,
                  code: apiErrorCodes.submissionNotPending,
                },
              },
            },
          }),
        },
      },
      async (request) => {
        const { caller, app: row } = await callerApp(ctx, request, request.params.id);
        const submission = await cancelSubmission(
          ctx,
          {
            appId: row.id,
            submissionId: request.params.submissionId,
            developer: caller.developer,
            via: 'api',
          },
          request.ip,
        );
        return { submission };
      },
    );

    void scope.register(async (plainUploads) => {
      // Multipart bodies are parsed in this scope only: one file, nothing else, at most the size allowed.
      await plainUploads.register(fastifyMultipart, {
        limits: { fileSize: limits.screenshotBytes, files: 1, fields: 0, parts: 1 },
      });
      const uploads = plainUploads.withTypeProvider<ZodTypeProvider>();
      uploads.post(
        '/api/v1/apps/:id/submissions/:submissionId/screenshots',
        {
          onRequest: requireApiKey(ctx, 'write'),
          schema: {
            params: submissionParams,
            consumes: ['multipart/form-data'],
            multipartBody: screenshotUploadBody,
            ...apiRoute({
              operationId: 'uploadScreenshot',
              tag: 'Submissions',
              summary: 'Upload a screenshot',
              description: `Adds one screenshot to a submission waiting for review (\`multipart/form-data\`, the file in the field \`screenshot\`); at most ${limits.screenshotUploads} per submission, listed in the submission's \`images\`. The App Store shows them once the version is published (or the listing change approved).`,
              permission: 'write',
              success: [201, apiScreenshotResponseSchema],
              errors: [400, 404, 409, 413, 415],
              answers: {
                400: {
                  description:
                    'The file is missing, is not a PNG, JPEG or WebP image, is larger than the pixel limit or does not decode; `errors.screenshot` says which.',
                  example: {
                    message: validationMessages.screenshotType,
                    code: apiErrorCodes.validationFailed,
                    errors: { screenshot: validationMessages.screenshotType },
                  },
                },
                404: submissionNotFoundAnswer,
                409: {
                  description: `The submission is no longer pending (\`code: 'submission_not_pending'\`), or already has ${limits.screenshotUploads} screenshots (\`code: 'conflict'\`).`,
                  example: {
                    message: validationMessages.screenshotsLocked,
                    code: apiErrorCodes.submissionNotPending,
                  },
                },
                413: {
                  description: `The file is larger than ${limits.screenshotBytes / 1024 / 1024} MB.`,
                  example: {
                    message: validationMessages.screenshotTooBig,
                    code: apiErrorCodes.payloadTooLarge,
                    errors: { screenshot: validationMessages.screenshotTooBig },
                  },
                },
                415: {
                  description: 'The request body is not `multipart/form-data`.',
                  example: { message: unsupportedMediaType, code: apiErrorCodes.badRequest },
                },
              },
            }),
          },
        },
        async (request, reply) => {
          const { caller, app: row } = await callerApp(ctx, request, request.params.id);
          const bytes = await uploadedBytes(request);
          const added = await addScreenshot(
            ctx,
            { developer: caller.developer, appId: row.id, submissionId: request.params.submissionId },
            bytes,
            request.ip,
          );
          return reply.status(201).send({ screenshot: added });
        },
      );
    });

    scope.get(
      '/api/v1/client/app',
      {
        onRequest: requireApiKey(ctx, 'publishable' satisfies KeyRequirement),
        schema: apiRoute({
          operationId: 'getClientApp',
          tag: 'Client',
          summary: 'The app of a publishable key',
          description:
            'The app the publishable key is bound to, as the public sees it: its name, address and, once the App Store shows it, the published version and its store page. Safe to call from a shipped app.',
          permission: 'publishable',
          success: [200, clientAppResponseSchema],
        }),
      },
      async (request) => {
        const caller = apiCallerOf(request);
        if (caller.appId === null) throw new AppError('not_found', appNotFound);
        const row = await ownApp(ctx.db, caller.developer.id, caller.appId);
        const published = row.mode === 'live' && row.status === 'published';
        return {
          app: {
            id: row.id,
            name: row.name,
            slug: row.slug,
            mode: row.mode,
            published,
            version: published ? row.version : null,
            storeUrl: published ? `${ctx.config.siteOrigin}/app-store/${row.slug}` : null,
          },
        };
      },
    );
  });
}
