import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { brand, site } from '@app/contracts/site';
import { KEY_LEAD } from '../lib/api-key.ts';
import { apiKeyRateLimit } from '../modules/developer-api/auth.ts';

/** The routes the document describes: the versioned developer API. */
const documented = (url: string) => url.startsWith('/api/v1/');

/**
 * The OpenAPI 3.1 document of the developer API, built from the routes' declared contracts and served at
 * `GET /api/openapi.json` (public; the developer platform builds its reference on it). Register before
 * the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brand.name} developer API`,
        version: '1.0.0',
        description: `The versioned API for developers' own tools. Authenticate with an API key from the developer console: \`Authorization: Bearer <key>\`. Each key may make ${apiKeyRateLimit.max} requests per minute; every answer carries \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\`, and a 429 carries \`Retry-After\`. Errors answer \`{ "message": "…" }\`, with \`errors\` naming each field when a body is refused.`,
      },
      // The reference's groups, in this order (each operation names one: modules/developer-api/routes.ts).
      tags: [
        { name: 'Account', description: 'The developer and the API key making the request.' },
        { name: 'Apps', description: "The developer's apps, as created in the developer console." },
        {
          name: 'Submissions',
          description: 'Versions filed for review: staff approve or reject them, then publish approved ones.',
        },
      ],
      servers: [{ url: site.url, description: 'Production' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: `An API key from the developer console, shown once when it is made: \`${KEY_LEAD}\` followed by 32 letters and digits, \`_\` and a 6-character checksum.`,
          },
        },
      },
    },
    transform: (route) =>
      documented(route.url) ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url },
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', async (_request, reply) => {
    // The same for everyone until the next deploy.
    reply.header('Cache-Control', 'public, max-age=300');
    return app.swagger();
  });
}
