/** Staff routes for partner applications (doc 2 §7). Registered inside the staff-only scope. */
import type { FastifyInstance } from 'fastify';
import { archiveSchema, resendInvitationSchema, statusChangeSchema, normalizeEmail } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { parseWith } from '../../lib/validate.ts';
import { parseListQuery, sendList } from './list-query.ts';
import { idParam } from './params.ts';
import {
  changePartnerStatus,
  deletePartner,
  listPartners,
  partnerCounts,
  partnerNotFound,
  resendPartnerInvitation,
  setPartnerArchived,
} from './partners-service.ts';
import { confirmStaffPassword } from './reauth.ts';
import { actorOf } from './staff-action.ts';

export function partnerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The spec's list call (`?t=` cache-buster ignored); also under /api/admin/partners. */
  for (const url of ['/api/partners/raw', '/api/admin/partners']) {
    app.get(url, async (request, reply) => {
      const { rows, total } = await listPartners(ctx.db, parseListQuery(request.query));
      return sendList(reply, rows, total);
    });
  }

  app.get('/api/admin/partners/counts', async (request) => {
    const { archived } = parseListQuery(request.query);
    return partnerCounts(ctx.db, archived === 'true');
  });

  app.put('/api/admin/partners/:id/status', async (request, reply) => {
    const id = idParam(request, partnerNotFound);
    const { status, adminPassword } = parseWith(statusChangeSchema, request.body);
    await confirmStaffPassword(request, reply, adminPassword);
    const partner = await changePartnerStatus(ctx, actorOf(request), id, status);
    return { ok: true, partner };
  });

  app.put('/api/admin/partners/:id/archive', async (request) => {
    const id = idParam(request, partnerNotFound);
    const { archived } = parseWith(archiveSchema, request.body);
    const partner = await setPartnerArchived(ctx, actorOf(request), id, archived);
    return { ok: true, partner };
  });

  app.post('/api/admin/partners/:id/resend-invitation', async (request) => {
    const id = idParam(request, partnerNotFound);
    const { email } = parseWith(resendInvitationSchema, request.body);
    const to = normalizeEmail(email);
    await resendPartnerInvitation(ctx, actorOf(request), id, to);
    return { ok: true, email: to };
  });

  app.delete('/api/admin/partners/:id', async (request) => {
    const id = idParam(request, partnerNotFound);
    await deletePartner(ctx, actorOf(request), id);
    return { ok: true };
  });
}
