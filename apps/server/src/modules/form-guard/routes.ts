import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@app/contracts/api/common';
import { formTokenResponseSchema } from '@app/contracts/api/public-forms';
import type { FormGuard } from './guard.ts';

/** GET /api/form-token: a fresh signed time token for a form being shown. Never cached. */
export function formTokenRoutes(plain: FastifyInstance, guard: FormGuard) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: formTokenResponseSchema, ...errorResponses } };
  app.get('/api/form-token', { schema }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ token: guard.issueToken() }),
  );
}
