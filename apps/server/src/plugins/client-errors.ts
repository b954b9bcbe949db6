/**
 * Answers to requests Node's HTTP parser rejects before Fastify sees them: malformed (400), headers too
 * large (431), or not complete in time (408: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS). Written straight to
 * the socket, as Fastify's default does, but with the site's security headers and its `{ message }` body.
 */
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
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
    const body = JSON.stringify({ message });
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
