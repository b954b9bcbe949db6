import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { brand } from '@app/contracts/site';

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
        description: `The versioned API for developers' own tools. Authenticate with an API key from the developer console: \`Authorization: Bearer <key>\`. Each key is limited to a number of requests per minute.`,
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from the developer console.' },
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
