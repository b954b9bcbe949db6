import type { FastifyInstance } from 'fastify';
import type { FormGuard } from './guard.ts';

/** GET /api/form-token: a fresh signed time token for a form being shown. Never cached. */
export function formTokenRoutes(app: FastifyInstance, guard: FormGuard) {
  app.get('/api/form-token', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ token: guard.issueToken() }),
  );
}
