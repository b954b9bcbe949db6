import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../lib/database-unavailable.ts';

/** Fastify's own client-error codes, answered with a message a person can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * The one error handler: AppErrors keep their status and field errors; framework client errors (bad JSON,
 * oversized body) keep their 4xx with a clear message; a database that cannot serve gives a 503 to retry;
 * anything else is logged and answered as a plain 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          error.fieldErrors
            ? { message: error.message, errors: error.fieldErrors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && frameworkMessages[error.code]) ||
        (status === 413 ? frameworkMessages.FST_ERR_CTP_BODY_TOO_LARGE : 'Bad request.');
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not this request's fault: a clear 503 the client may retry, while the pool reconnects by itself.
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again later.' });
  });
}
