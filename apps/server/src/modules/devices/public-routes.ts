/**
 * GET /developer-mode/keys.json: the public keys that verify developer-mode certificates, as a JWK set
 * (RFC 7517) whose `kid` is each key's RFC 7638 thumbprint. Glasses and tools fetch it to check a
 * certificate offline later; a retired key stays listed while certificates it signed can be valid.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEVELOPER_MODE_KEYS_PATH } from '@app/contracts/devices';
import { publishedKeysSchema } from '@app/contracts/api/devices';
import type { AppContext } from '../../context.ts';
import { publishedKeys } from './signing-keys.ts';

export function developerModeKeyRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    DEVELOPER_MODE_KEYS_PATH,
    { schema: { response: { 200: publishedKeysSchema } } },
    async (_r, reply) => {
      // Short-lived cache: a rotation shows within five minutes, and a retired key is listed for months.
      reply.header('Cache-Control', 'public, max-age=300');
      reply.header('Access-Control-Allow-Origin', '*');
      return { keys: await publishedKeys(ctx.db, new Date(ctx.now())) };
    },
  );
}
