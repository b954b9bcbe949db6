/**
 * Staff devices screen (registered inside the guarded staff scope, modules/admin/routes.ts):
 * GET /api/admin/devices (`status`, `q`, `limit`, `offset`), PUT /api/admin/devices/:id/status
 * `{ action: grant | refuse | revoke, reason? }`, PUT /api/admin/device-settings `{ autoGrant }` and
 * POST /api/admin/devices/signing-key/rotate.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '@app/contracts';
import { deviceDecisionSchema, deviceMessages as dm, deviceSettingsSchema } from '@app/contracts/devices';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import {
  deviceSettingsAnswerSchema,
  signingKeyRotatedSchema,
  staffDeviceChangedSchema,
  staffDeviceListSchema,
} from '@app/contracts/api/devices';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../staff-auth/index.ts';
import { autoGrantEnabled, setAutoGrant } from './settings.ts';
import { decideDevice, listForStaff, rotateKey } from './staff-service.ts';

export function staffDeviceRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/devices',
    { schema: { querystring: listQuerySchema, response: { 200: staffDeviceListSchema, ...errorResponses } } },
    async (request) => ({
      ...(await listForStaff(ctx, request.query)),
      autoGrant: await autoGrantEnabled(ctx.db),
    }),
  );

  const decideSchema = {
    params: idParamsSchema(dm.notFound),
    body: deviceDecisionSchema,
    response: { 200: staffDeviceChangedSchema, ...errorResponses },
  };
  app.put('/api/admin/devices/:id/status', { schema: decideSchema }, async (request) => ({
    device: await decideDevice(ctx, actorOf(request), request.params.id, request.body, request.log),
  }));

  app.put(
    '/api/admin/device-settings',
    {
      schema: {
        body: deviceSettingsSchema,
        response: { 200: deviceSettingsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ autoGrant: await setAutoGrant(ctx.db, actorOf(request), request.body.autoGrant) }),
  );

  app.post(
    '/api/admin/devices/signing-key/rotate',
    { schema: { response: { 200: signingKeyRotatedSchema, ...errorResponses } } },
    async (request) => ({ keyId: await rotateKey(ctx, actorOf(request)) }),
  );
}
