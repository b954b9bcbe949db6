/**
 * Staff privacy requests (registered inside the staff-only scope): look up everything stored about an
 * e-mail address, download it as JSON, erase it. Each is audited with the address's hash, never the
 * address; the address travels in POST bodies so it stays out of URLs and access logs.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  normalizeEmail,
  privacyEraseResultSchema,
  privacyEraseSchema,
  privacyGroups,
  privacyLookupResultSchema,
  privacyLookupSchema,
  privacyMessages,
  type PrivacyGroup,
  type PrivacyLookupResult,
} from '@app/contracts';
import { errorResponses } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { emailHash, suppressionOf } from '../subscribers/index.ts';
import { todayIn } from '../../lib/csv.ts';
import { actorOf, auditStaff, confirmStaffPassword } from '../staff-auth/index.ts';
import { erasePersonalData } from './erase.ts';
import { findPersonalData } from './personal-data.ts';

async function lookUp(ctx: AppContext, address: string): Promise<PrivacyLookupResult> {
  const records = await findPersonalData(ctx.db, address);
  const counts = Object.fromEntries(
    (Object.keys(privacyGroups) as PrivacyGroup[]).map((group) => [group, records[group].length]),
  ) as Record<PrivacyGroup, number>;
  return { email: address, suppressed: await suppressionOf(ctx.db, address), counts, records };
}

export function privacyAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const lookupSchema = {
    body: privacyLookupSchema,
    response: { 200: privacyLookupResultSchema, ...errorResponses },
  };
  /** POST /api/admin/privacy/lookup { email } → 200 PrivacyLookupResult. */
  app.post('/api/admin/privacy/lookup', { schema: lookupSchema }, async (request) => {
    const address = normalizeEmail(request.body.email);
    const result = await lookUp(ctx, address);
    await auditStaff(ctx.db, actorOf(request), 'privacy.looked_up', {
      type: 'email',
      id: emailHash(address),
    });
    return result;
  });

  /** POST /api/admin/privacy/export { email } → privacy-export-<yyyy-MM-dd>.json (attachment). */
  // A JSON file to keep (an attachment, written here): no response schema, an exception the
  // route-contract test lists.
  app.post('/api/admin/privacy/export', { schema: { body: privacyLookupSchema } }, async (request, reply) => {
    const address = normalizeEmail(request.body.email);
    const result = await lookUp(ctx, address);
    await auditStaff(ctx.db, actorOf(request), 'privacy.exported', { type: 'email', id: emailHash(address) });
    const date = todayIn('UTC');
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="privacy-export-${date}.json"`)
      .send(JSON.stringify({ exportedAt: new Date().toISOString(), ...result }, null, 2));
  });

  /** POST /api/admin/privacy/erase { email, confirmEmail, adminPassword } → 200 PrivacyEraseResult. */
  const eraseSchema = {
    body: privacyEraseSchema,
    response: { 200: privacyEraseResultSchema, ...errorResponses },
  };
  app.post('/api/admin/privacy/erase', { schema: eraseSchema }, async (request, reply) => {
    await confirmStaffPassword(request, reply, request.body.adminPassword);
    const address = normalizeEmail(request.body.email);
    const erased = await erasePersonalData(ctx.db, address, actorOf(request));
    const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
    return { ok: true as const, erased, total, message: privacyMessages.erased(total) };
  });
}
