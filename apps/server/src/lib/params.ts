import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The `:id` route parameter as a positive integer; anything else is a 404 (no such record). */
export function idParam(request: FastifyRequest, notFoundMessage = 'Not found.'): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new AppError('not_found', notFoundMessage);
  return id;
}
