/**
 * The console's Webhooks: endpoints (list, add, delete, rotate the secret: the secret is in the answer
 * that made it only), an endpoint's deliveries, Send test event and Resend. Registered in the console's
 * guarded scope (modules/console/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, okSchema } from '@app/contracts/api/common';
import {
  newWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliveryQueuedSchema,
  webhookEndpointListSchema,
  webhookEndpointSecretSchema,
  webhookMessages as wm,
} from '@app/contracts/api/webhooks';
import type { AppContext } from '../../context.ts';
import { developerOf } from '../../session/guards.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
} from './service.ts';

const endpointParams = idParamsSchema(wm.endpointNotFound);
const deliveryParams = idParamsSchema(wm.deliveryNotFound);

export function consoleWebhookRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/console/webhooks',
    { schema: { response: { 200: webhookEndpointListSchema, ...errorResponses } } },
    async (request) => ({ endpoints: await listEndpoints(ctx.db, developerOf(request).id) }),
  );

  app.post(
    '/api/console/webhooks',
    {
      schema: {
        body: newWebhookEndpointSchema,
        response: { 201: webhookEndpointSecretSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const made = await createEndpoint(ctx, developerOf(request), request.body, request.ip);
      return reply.status(201).send(made);
    },
  );

  app.delete(
    '/api/console/webhooks/:id',
    { schema: { params: endpointParams, response: { 200: okSchema, ...errorResponses } } },
    async (request) => {
      await deleteEndpoint(ctx, developerOf(request), request.params.id, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/console/webhooks/:id/rotate-secret',
    { schema: { params: endpointParams, response: { 200: webhookEndpointSecretSchema, ...errorResponses } } },
    async (request) => rotateSecret(ctx, developerOf(request), request.params.id, request.ip),
  );

  app.post(
    '/api/console/webhooks/:id/test',
    { schema: { params: endpointParams, response: { 201: webhookDeliveryQueuedSchema, ...errorResponses } } },
    async (request, reply) => {
      const delivery = await sendTestEvent(ctx, developerOf(request), request.params.id);
      return reply.status(201).send({ delivery });
    },
  );

  app.get(
    '/api/console/webhooks/:id/deliveries',
    { schema: { params: endpointParams, response: { 200: webhookDeliveryListSchema, ...errorResponses } } },
    async (request) => ({
      deliveries: await listDeliveries(ctx.db, developerOf(request).id, request.params.id),
    }),
  );

  app.post(
    '/api/console/webhook-deliveries/:id/resend',
    { schema: { params: deliveryParams, response: { 201: webhookDeliveryQueuedSchema, ...errorResponses } } },
    async (request, reply) => {
      const delivery = await resendDelivery(ctx, developerOf(request), request.params.id);
      return reply.status(201).send({ delivery });
    },
  );
}
