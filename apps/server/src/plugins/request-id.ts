import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is kept when it looks like an id (so one request can be followed across hops), never echoed raw. */
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Every request gets an id that is unique across instances (Fastify's default counter restarts at 1 in
 * every process). It is the `reqId` on each JSON log line of the request and is sent back as
 * `X-Request-Id`, so a user's report or a proxy log line leads straight to the server's log.
 */
export function genRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
