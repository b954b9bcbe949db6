/**
 * The versioned API for developers' own tools, authenticated with an API key (`Authorization: Bearer`):
 * GET /api/v1/me, GET /api/v1/apps (read), GET /api/v1/apps/:id/submissions (read),
 * POST /api/v1/apps/:id/submissions (write; body appSubmissionSchema).
 * A key tied to one app sees and submits only that app (others answer 404). Cookies are ignored here.
 * Each route declares its contract: validation, serialization and the OpenAPI document (plugins/openapi.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  appSubmissionSchema,
  validationFailed,
  validationMessages,
  type ApiKeyPermission,
} from '@app/contracts';
import { apiErrorSchema, idParamsSchema } from '@app/contracts/api/common';
import {
  apiAppsResponseSchema,
  apiMeResponseSchema,
  apiSubmissionResponseSchema,
  apiSubmissionsResponseSchema,
} from '@app/contracts/api/developer-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSubmission, pendingExistsMessage } from '../app-submissions/service.ts';
import { appNotFound, listApps, ownApp, submissionsOfApps } from '../../lib/developer-apps.ts';
import { databaseUnavailableMessage } from '../../lib/database-unavailable.ts';
import { internalErrorMessage } from '../../plugins/error-handler.ts';
import { apiCallerOf, apiKeyMessages, requireApiKey } from './auth.ts';

/** The caller's app `id` (404 when it is not theirs, or outside the key's app). */
async function callerApp(ctx: AppContext, request: FastifyRequest, id: number) {
  const caller = apiCallerOf(request);
  if (caller.appId !== null && caller.appId !== id) throw new AppError('not_found', appNotFound);
  return { caller, app: await ownApp(ctx.db, caller.developer.id, id) };
}

/** One group of operations in the reference (tags: plugins/openapi.ts describes each). */
type ApiTag = 'Account' | 'Apps' | 'Submissions';

const exampleSubmission = {
  version: '1.1.0',
  releaseNotes: 'Faster pairing with the glasses.',
  downloadUrl: 'https://downloads.example.com/my-app-1.1.0.apk',
  screenshots: ['https://cdn.example.com/my-app/home.png'],
};

/** Each error status: when it happens, and an answer as the API sends it. */
const errorAnswers = {
  400: {
    description: 'The body does not match the contract; `errors` names each field.',
    example: { message: validationFailed, errors: { version: validationMessages.versionInvalid } },
  },
  401: {
    description: 'The API key is missing, malformed, unknown, revoked or expired.',
    example: { message: apiKeyMessages.missing },
  },
  403: {
    description:
      "The API key lacks the permission this route needs, or (with `code: 'developer_suspended'`) its " +
      'developer account is suspended: its application is no longer approved.',
    example: { message: apiKeyMessages.forbidden('write') },
  },
  404: {
    description: "No such app among the caller's (or outside the key's app).",
    example: { message: appNotFound },
  },
  409: {
    description: 'The app already has a submission waiting for review.',
    example: { message: pendingExistsMessage },
  },
  429: {
    description: "Too many requests for this API key; retry after the `Retry-After` header's seconds.",
    example: { message: apiKeyMessages.rateLimited },
  },
  500: { description: 'Something went wrong on our side.', example: { message: internalErrorMessage } },
  503: {
    description: "The database is briefly unavailable; retry after the `Retry-After` header's seconds.",
    example: { message: databaseUnavailableMessage },
  },
} as const;
type ErrorStatus = keyof typeof errorAnswers;

/**
 * The documented part of a route's schema: tag, summary, the permission it needs (in the description
 * and as `x-permission`), the bearer key, its success answer and every error answer with an example.
 */
function apiRoute<S extends number, T extends z.ZodType>(doc: {
  tag: ApiTag;
  summary: string;
  description: string;
  permission: ApiKeyPermission | null;
  success: [status: S, schema: T];
  errors?: ErrorStatus[];
}) {
  const needs = doc.permission
    ? `Needs an API key with the '${doc.permission}' permission ('admin' implies 'write' and 'read').`
    : 'Needs any valid API key.';
  const statuses: ErrorStatus[] = [401, 403, ...(doc.errors ?? []), 429, 500, 503];
  const [successStatus, successSchema] = doc.success;
  const response: Record<number, z.ZodType> = {
    [successStatus]: successSchema.describe(successStatus === 201 ? 'Created.' : 'OK.'),
  };
  for (const status of statuses) {
    const { description, example } = errorAnswers[status];
    response[status] = apiErrorSchema.describe(description).meta({ examples: [example] });
  }
  return {
    tags: [doc.tag],
    summary: doc.summary,
    description: `${doc.description}\n\n${needs}`,
    'x-permission': doc.permission ?? 'any',
    security: [{ apiKey: [] }],
    response: response as { [K in S]: T },
  };
}

const appParams = idParamsSchema(appNotFound);

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
          tag: 'Apps',
          summary: 'List apps',
          description:
            "The developer's apps, newest first, each with its submissions (only the key's app for a key tied to one).",
          permission: 'read',
          success: [200, apiAppsResponseSchema],
        }),
      },
      async (request) => {
        const caller = apiCallerOf(request);
        return { apps: await listApps(ctx.db, caller.developer.id, caller.appId) };
      },
    );

    scope.get(
      '/api/v1/apps/:id/submissions',
      {
        onRequest: requireApiKey(ctx, 'read'),
        schema: {
          params: appParams,
          ...apiRoute({
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
        schema: {
          params: appParams,
          body: appSubmissionSchema.meta({ examples: [exampleSubmission] }),
          ...apiRoute({
            tag: 'Submissions',
            summary: 'Submit a version for review',
            description:
              'Files a new version of the app for review. An app has at most one submission pending.',
            permission: 'write',
            success: [201, apiSubmissionResponseSchema],
            errors: [400, 404, 409],
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
  });
}
