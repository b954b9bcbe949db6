/** Staff routes for partner applications (doc 2 §7). Registered inside the staff-only scope. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveSchema,
  listQuerySchema,
  resendInvitationSchema,
  statusChangeSchema,
  normalizeEmail,
} from '@app/contracts';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import {
  invitationResentSchema,
  okSchema,
  partnerChangedSchema,
  partnerCountsSchema,
  partnerListSchema,
} from '@app/contracts/api/admin';
import type { AppContext } from '../../context.ts';
import { sendList } from '../../lib/list-query.ts';
import {
  changePartnerStatus,
  deletePartner,
  listPartners,
  partnerCounts,
  partnerNotFound,
  resendPartnerInvitation,
  setPartnerArchived,
} from './partners-service.ts';
import { actorOf, confirmStaffPassword } from '../staff-auth/index.ts';

const params = idParamsSchema(partnerNotFound);

export function partnerAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  /** The spec's list call (`?t=` cache-buster ignored); also under /api/admin/partners. */
  for (const url of ['/api/partners/raw', '/api/admin/partners']) {
    app.get(
      url,
      { schema: { querystring: listQuerySchema, response: { 200: partnerListSchema, ...errorResponses } } },
      async (request, reply) => {
        const { rows, total } = await listPartners(ctx.db, request.query);
        return sendList(reply, rows, total);
      },
    );
  }

  app.get(
    '/api/admin/partners/counts',
    { schema: { querystring: listQuerySchema, response: { 200: partnerCountsSchema, ...errorResponses } } },
    async (request) => partnerCounts(ctx.db, request.query.archived === 'true'),
  );

  app.put(
    '/api/admin/partners/:id/status',
    {
      schema: {
        params,
        body: statusChangeSchema,
        response: { 200: partnerChangedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { status, adminPassword } = request.body;
      await confirmStaffPassword(request, reply, adminPassword);
      const partner = await changePartnerStatus(ctx, actorOf(request), request.params.id, status);
      return { ok: true as const, partner };
    },
  );

  app.put(
    '/api/admin/partners/:id/archive',
    { schema: { params, body: archiveSchema, response: { 200: partnerChangedSchema, ...errorResponses } } },
    async (request) => {
      const partner = await setPartnerArchived(
        ctx,
        actorOf(request),
        request.params.id,
        request.body.archived,
      );
      return { ok: true as const, partner };
    },
  );

  app.post(
    '/api/admin/partners/:id/resend-invitation',
    {
      schema: {
        params,
        body: resendInvitationSchema,
        response: { 200: invitationResentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const to = normalizeEmail(request.body.email);
      await resendPartnerInvitation(ctx, actorOf(request), request.params.id, to);
      return { ok: true as const, email: to };
    },
  );

  app.delete(
    '/api/admin/partners/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await deletePartner(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
