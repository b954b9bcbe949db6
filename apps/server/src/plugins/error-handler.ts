import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrorsFromZod, validationFailed } from '@app/contracts';
import { apiErrorCodes, type ApiErrorCode } from '@app/contracts/api/common';
import { AppError } from '../lib/app-error.ts';
import { isCircuitOpen } from '../lib/database-breaker.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../lib/database-unavailable.ts';

/** Fastify's own client-error codes, answered with a message a person can act on. */
const frameworkMessages = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
} as const satisfies Record<string, string>;

/** The message a Fastify client error is answered with (the OpenAPI document's examples quote them). */
export function frameworkMessage(code: keyof typeof frameworkMessages): string {
  return frameworkMessages[code] as string;
}

type SchemaValidationError = FastifyError & { validation: Array<{ instancePath: string }> };

/**
 * A request refused by its route's declared schema (plugins/zod-compilers.ts), answered as handlers did
 * with the contracts' messages: a bad `:id` is a record that does not exist (404 with the params schema's
 * message), anything else `400 { message, errors: { field: message } }`.
 */
function schemaValidationAnswer(error: SchemaValidationError): ErrorAnswer {
  // The provider flattens each zod issue; rebuild the issues so the contracts name the fields as before.
  const issues = error.validation.map((item) => {
    const { instancePath, keyword, message, params } = item as typeof item & {
      keyword: string;
      message: string;
      params: Record<string, unknown>;
    };
    const path = instancePath === '/' ? [] : instancePath.slice(1).split('/');
    return { ...params, code: keyword, path, message } as z.core.$ZodIssue;
  });
  if (error.validationContext === 'params') {
    return {
      status: 404,
      body: { message: issues[0]?.message ?? 'Not found.', code: apiErrorCodes.notFound },
    };
  }
  return {
    status: 400,
    body: {
      message: validationFailed,
      code: apiErrorCodes.validationFailed,
      errors: fieldErrorsFromZod(new z.ZodError(issues)),
    },
  };
}

/** What an error is answered with: status, headers and the `{ message, code, errors? }` body. */
export interface ErrorAnswer {
  status: number;
  headers?: Record<string, string> | undefined;
  body: { message: string; code: ApiErrorCode; errors?: Record<string, string>; requestId?: string };
}

/** The code of a framework client error (bad JSON, oversized body, wrong content type). */
const frameworkCode = (status: number): ApiErrorCode =>
  status === 413
    ? apiErrorCodes.payloadTooLarge
    : status === 404
      ? apiErrorCodes.notFound
      : apiErrorCodes.badRequest;

/**
 * AppErrors keep their status and field errors; framework client errors (bad JSON, oversized body) keep
 * their 4xx with a clear message; a database that cannot serve gives a 503 to retry; anything else is
 * logged and answered as a plain 500 without internals.
 */
export function errorAnswer(error: FastifyError | AppError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      headers: error.headers,
      body: {
        message: error.message,
        code: error.answerCode,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return schemaValidationAnswer(error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      (error.code && (frameworkMessages as Record<string, string>)[error.code]) ||
      (status === 413 ? frameworkMessages.FST_ERR_CTP_BODY_TOO_LARGE : undefined) ||
      'Bad request.';
    return { status, body: { message, code: frameworkCode(status) } };
  }
  if (isDatabaseUnavailable(error)) {
    // Not this request's fault: a clear 503 the client may retry, while the pool reconnects by itself.
    // The breaker hears of it: it asks the database and, with no answer, fails the next queries at once.
    if (isCircuitOpen(error)) {
      request.log.warn('database unavailable (circuit open)');
    } else {
      request.log.error({ err: error }, 'database unavailable');
      request.server.databaseBreaker.suspect();
    }
    return {
      status: 503,
      headers: { 'Retry-After': '5' },
      body: { message: databaseUnavailableMessage, code: apiErrorCodes.serviceUnavailable },
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: internalErrorMessage, code: apiErrorCodes.internalError } };
}

export const internalErrorMessage = 'Something went wrong on our side. Please try again later.';

/** The one error handler (a public form's route answers a browser's form post with a page instead). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = errorAnswer(error, request);
    if (answer.headers) reply.headers(answer.headers);
    // The developer API's errors name their request (also the X-Request-Id header), for the request log
    // and support.
    const body = request.url.startsWith('/api/v1/') ? { ...answer.body, requestId: request.id } : answer.body;
    return reply.status(answer.status).send(body);
  });
}
