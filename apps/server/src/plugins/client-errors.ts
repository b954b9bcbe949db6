/**
 * Answers to requests Node's HTTP parser rejects before Fastify sees them: malformed (400), headers too
 * large (431), or not complete in time (408: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS). Written straight to
 * the socket, as Fastify's default does, but with the site's security headers and its `{ message }` body.
 */
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '@app/contracts/api/common';
import { internalErrorMessage } from './error-handler.ts';
import { securityHeaders } from './security-headers.ts';

const answers: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
};
const badRequest: [number, string, string] = [400, 'Bad Request', 'Bad request.'];

export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, reason, message] = (err.code && answers[err.code]) || badRequest;
    const body = JSON.stringify({ message, code: apiErrorCodes.badRequest });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...securityHeaders((socket as TLSSocket).encrypted === true),
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy();
}

/**
 * Fastify's own answers before routing (`frameworkErrors`): a path that does not decode (`/x/%zz`, 400) or
 * a constraint that failed (500). Its default writes the raw path back in the body and skips every hook, so
 * the security headers were missing; this answers with them and the site's `{ message }`, never the path.
 * Fastify hands this hook a request without its proxy handling, so HSTS is sent here only when the app
 * itself speaks TLS (a proxy that terminates TLS usually adds HSTS on its own).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'framework error');
  return reply
    .status(status)
    .headers(securityHeaders(request.protocol === 'https'))
    .header('Cache-Control', 'no-store')
    .send(
      status === 400
        ? { message: badRequest[2], code: apiErrorCodes.badRequest }
        : { message: internalErrorMessage, code: apiErrorCodes.internalError },
    );
}
