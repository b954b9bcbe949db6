/**
 * Reading multipart bodies with @fastify/multipart. The library's own errors carry their status (413 for
 * a limit, 400 for a forbidden field name); what busboy throws on a body it cannot read at all (no
 * boundary, cut short, a malformed part header) is a plain Error, which would answer 500 for the
 * client's mistake.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const unreadableFormMessage = 'The form data could not be read.';

/** `error` as the client should get it: a library error as it is, an unreadable body as a 400. */
export function multipartError(error: unknown): unknown {
  if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number')
    return error;
  return new AppError('bad_request', unreadableFormMessage);
}

/** The text fields of a multipart request (the last value of each name); a file part trips the scope's limit. */
export async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    throw multipartError(error);
  }
  return Object.fromEntries(fields);
}
