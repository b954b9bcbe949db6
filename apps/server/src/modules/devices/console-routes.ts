/**
 * The console's Devices tab (registered inside the guarded console scope, modules/console/routes.ts):
 * GET /api/console/devices, POST /api/console/devices `{ model, serialNumber }`,
 * POST /api/console/devices/:id/request, POST /api/console/devices/:id/revoke,
 * DELETE /api/console/devices/:id and GET /api/console/devices/:id/certificate (the signed file).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deviceMessages as dm,
  deviceRegistrationSchema,
  MAX_DEVICES_PER_DEVELOPER,
} from '@app/contracts/devices';
import { errorResponses, idParamsSchema, okSchema } from '@app/contracts/api/common';
import { deviceChangedSchema, deviceListSchema } from '@app/contracts/api/devices';
import type { AppContext } from '../../context.ts';
import { developerOf } from '../../session/guards.ts';
import {
  certificateOf,
  listDevices,
  registerDevice,
  removeDevice,
  requestAgain,
  revokeOwnDevice,
} from './console-service.ts';

const params = idParamsSchema(dm.notFound);
const changed = { params, response: { 200: deviceChangedSchema, ...errorResponses } };

const callerOf = (request: FastifyRequest) => ({
  developer: developerOf(request),
  ip: request.ip ?? null,
  log: request.log,
});

export function consoleDeviceRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/console/devices',
    { schema: { response: { 200: deviceListSchema, ...errorResponses } } },
    async (request) => ({
      devices: await listDevices(ctx, developerOf(request).id),
      limit: MAX_DEVICES_PER_DEVELOPER,
    }),
  );

  app.post(
    '/api/console/devices',
    { schema: { body: deviceRegistrationSchema, response: { 201: deviceChangedSchema, ...errorResponses } } },
    async (request, reply) => {
      const device = await registerDevice(ctx, callerOf(request), request.body);
      return reply.status(201).send({ device });
    },
  );

  app.post('/api/console/devices/:id/request', { schema: changed }, async (request) => ({
    device: await requestAgain(ctx, callerOf(request), request.params.id),
  }));

  app.post('/api/console/devices/:id/revoke', { schema: changed }, async (request) => ({
    device: await revokeOwnDevice(ctx, callerOf(request), request.params.id),
  }));

  app.delete(
    '/api/console/devices/:id',
    { schema: { params, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await removeDevice(ctx, callerOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  // The certificate file exactly as issued and signed: a download, not a JSON answer to serialize.
  app.get('/api/console/devices/:id/certificate', { schema: { params } }, async (request, reply) => {
    const { text, serialNumber } = await certificateOf(ctx, developerOf(request).id, request.params.id);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="developer-mode-${serialNumber}.json"`)
      .send(text);
  });
}
