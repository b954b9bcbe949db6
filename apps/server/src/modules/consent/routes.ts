import { consentLogSchema } from '@app/contracts';
import { errorResponses } from '@app/contracts/api/common';
import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { truncateIp } from '../../lib/ip.ts';
import { publicRateLimit } from '../../lib/public-rate-limit.ts';
import { logConsent } from './service.ts';

/** Consent choices come more often than form posts (each browser, each change): three times the form limit. */
const CONSENT_LIMIT_FACTOR = 3;

/** POST /api/consent-log (cookie banner) → 201 { id }. No guard fields: the banner is not a form. */
export function consentRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/consent-log',
    {
      // The limit counts every request, valid or not: it runs before the declared body is checked.
      preValidation: publicRateLimit(ctx, 'consent', CONSENT_LIMIT_FACTOR),
      schema: { body: consentLogSchema, response: { 201: formCreatedResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await logConsent(ctx, request.body, { ipAddress: truncateIp(request.ip) });
      return reply.status(201).send(result);
    },
  );
}
