/**
 * How a screenshot is answered over HTTP, the same for its three readers: the developer (console), staff
 * (review) and the public App Store; only the caching differs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An image answer: its own type, nosniff, a strong ETag from its SHA-256 (304 when current). */
export function sendScreenshot(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { contentType: string; data: Buffer; sha256: string },
  cacheControl: string,
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    return reply.status(304).send();
  }
  return reply.send(file.data);
}
