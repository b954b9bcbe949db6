/**
 * What never reaches a log line, in one place: the logger's serializers and redact paths. Secrets and
 * personal data travel in query strings (invitation, reset and unsubscribe links carry `?token=`, staff
 * searches carry `?q=` with e-mail addresses), in database errors (drizzle puts every bound value in the
 * message: `params: …`; PostgreSQL's `detail` repeats the conflicting value) and in fields that code logs
 * (a mail's recipient). So:
 * - a request is logged by its path only, never its query string;
 * - an error keeps its type, code, message and stack, with bound values cut and e-mail addresses masked,
 *   and nothing else (no `params`, `detail`, `query`);
 * - fields named like a secret or an address are replaced by `[redacted]` wherever they appear.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

const emailAddress = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Drizzle's `\nparams: v1,v2,…` up to the stack's first frame (values may hold line breaks). */
const boundValues = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

function redactText(text: string): string {
  return text.replace(boundValues, `\nparams: ${REDACTED}`).replace(emailAddress, REDACTED);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: REDACTED, stack: '' };
  const { code } = err as { code?: unknown };
  return {
    type: err.constructor.name,
    message: redactText(err.message),
    stack: redactText(err.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.cause !== undefined && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

/** The request's path without its query string (where tokens and searches travel). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?${REDACTED}`;
}

/** Keys that hold a secret or an address, at any of the first levels of a logged object. */
const sensitiveKeys = ['token', 'password', 'email', 'to', 'authorization', 'cookie', 'secret'];

export const logRedaction = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: pathOf(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
    err: (err: unknown) => serializeError(err),
  },
  redact: {
    paths: [...sensitiveKeys, ...sensitiveKeys.map((key) => `*.${key}`), 'req.headers.*'],
    censor: REDACTED,
  },
};
