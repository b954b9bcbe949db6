import { consentLogSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { truncateIp } from '../../lib/ip.ts';
import { parseWith } from '../../lib/validate.ts';
import { publicRateLimit } from '../form-guard/public-form.ts';
import { logConsent } from './service.ts';

/** Consent choices come more often than form posts (each browser, each change): three times the form limit. */
const CONSENT_LIMIT_FACTOR = 3;

/** POST /api/consent-log (cookie banner) → 201 { id }. No guard fields: the banner is not a form. */
export function consentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/consent-log',
    { preHandler: publicRateLimit(ctx, 'consent', CONSENT_LIMIT_FACTOR) },
    async (request, reply) => {
      const input = parseWith(consentLogSchema, request.body);
      const result = await logConsent(ctx, input, { ipAddress: truncateIp(request.ip) });
      return reply.status(201).send(result);
    },
  );
}
