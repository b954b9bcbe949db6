import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brand, site } from '@app/contracts/site';
import { apiComponents } from '@app/contracts/api/components';
import {
  webhookEventExamples,
  webhookEventTypes,
  webhookSignatureHeader,
  webhookTestEventType,
  webhookToleranceSeconds,
} from '@app/contracts/api/webhooks';

import { KEY_LEADS } from '../lib/api-key.ts';

/** The routes the document describes: the versioned developer API. */
const documented = (url: string) => url.startsWith('/api/v1/');

type Json = unknown;
const componentRef = /^#\/components\/schemas\/(.+)$/;

/** The names of the components `value` refers to (`$ref`), directly or through other components. */
function referencedComponents(value: Json, schemas: Record<string, Json>, found = new Set<string>()) {
  if (Array.isArray(value)) {
    for (const item of value) referencedComponents(item, schemas, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const name = key === '$ref' && typeof child === 'string' ? componentRef.exec(child)?.[1] : undefined;
      if (name !== undefined && !found.has(name)) {
        found.add(name);
        referencedComponents(schemas[name], schemas, found);
      } else referencedComponents(child, schemas, found);
    }
  }
  return found;
}

/**
 * Gives each of the developer API's named payloads its component name: an `id` in zod's global registry,
 * beside the description and examples the contracts gave it. Only this process's own copy of the
 * contracts is named (see contracts/api/components.ts); naming again is harmless.
 */
function nameComponents() {
  for (const [id, schema] of Object.entries(apiComponents)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

/**
 * Named schemas are zod schemas with an `id` in zod's global registry (nameComponents).
 * fastify-type-provider-zod writes a `$ref` wherever a route uses one, and writes every registered schema twice under `components.schemas`: as input (`<id>Input`) and as
 * output (`<id>`). The document keeps the ones its operations refer to: a response's `<id>` and a
 * request's `<id>Input` (an unreferenced component is a linter warning and an orphan type in a client).
 */
const zodTransform = createJsonSchemaTransform({});

/**
 * A route's answers are named schemas used with `.meta({ description, examples, headers })` (see
 * modules/developer-api/routes.ts), which zod writes as a `$ref` beside those keys. @fastify/swagger keeps
 * nothing beside a `$ref` but the description and headers, so each is handed to it as a response with
 * its content spelt out, the way it documents: the `$ref` as the schema and the first example as the
 * media type's `example`.
 */
function responseObject(answer: Record<string, unknown>) {
  const { $ref, description, examples, headers } = answer;
  if (typeof $ref !== 'string') return answer;
  const example = Array.isArray(examples) && examples.length > 0 ? { example: examples[0] } : {};
  return {
    description,
    ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/json': { schema: { $ref }, ...example } },
  };
}

/**
 * A multipart upload's body is parsed by @fastify/multipart, not validated by a schema: its route
 * describes it as `multipartBody` (a JSON Schema), which the document shows as the request body.
 */
const withMultipartBody: typeof zodTransform = (route) => {
  const { multipartBody, ...schema } = (route.schema ?? {}) as Record<string, unknown>;
  const transformed = zodTransform({ ...route, schema });
  if (!multipartBody) return transformed;
  return { ...transformed, schema: { ...transformed.schema, body: multipartBody } };
};

const schemaTransform: typeof zodTransform = (route) => {
  const transformed = withMultipartBody(route);
  const response = transformed.schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!response) return transformed;
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      response: Object.fromEntries(
        Object.entries(response).map(([status, answer]) => [status, responseObject(answer)]),
      ),
    },
  };
};

/**
 * The events a developer's endpoint receives (OpenAPI 3.1 `webhooks`): one POST per event type, its body
 * the `WebhookEvent` schema with that event's example, signed in the `Lumen-Signature` header.
 */
function webhookOperations() {
  const types = [...webhookEventTypes, webhookTestEventType] as const;
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: type,
          description:
            type === webhookTestEventType
              ? 'Sent by Send test event in the console, whatever events the endpoint chose.'
              : `Sent to each endpoint that chose \`${type}\`. Answer 2xx within 15 seconds; anything else is retried with backoff for a day.`,
          security: [{ webhookSignature: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/WebhookEvent' },
                example: webhookEventExamples[type],
              },
            },
          },
          responses: { '2XX': { description: 'Received: the delivery is done.' } },
        },
      },
    ]),
  );
}

const transformObject: ReturnType<typeof createJsonSchemaTransformObject> = (input) => {
  const document = createJsonSchemaTransformObject({})(input) as {
    paths?: Json;
    components?: { schemas?: Record<string, Json> };
  };
  const schemas = document.components?.schemas ?? {};
  const webhooks = webhookOperations();
  const used = referencedComponents([document.paths, webhooks], schemas);
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return {
    ...document,
    webhooks,
    components: { ...document.components, schemas: kept },
  } as ReturnType<typeof transformObject>;
};

/**
 * The OpenAPI 3.1 document of the developer API, built from the routes' declared contracts and served at
 * `GET /api/openapi.json` (public; the developer platform builds its reference on it). Register before
 * the routes: @fastify/swagger collects them as they are added. Its server is `origin`, this deployment's
 * address (PUBLIC_URL's origin), so the document's paths resolve where it was fetched (decision 0054).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  /** The developer API's per-key limit, as the description states it (the composition root passes it). */
  apiKeyRateLimit: { max: number },
  /** The site's origin (PUBLIC_URL): the document's `servers`. */
  origin: string,
) {
  nameComponents();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brand.name} developer API`,
        version: '1.0.0',
        contact: { name: 'Developer support', email: site.developerSupportEmail },
        license: { name: 'Terms of service', url: `${origin}/policies/terms` },
        description: `The versioned API for developers' own tools. Authenticate with an API key from the developer console: \`Authorization: Bearer <key>\`. Each key may make ${apiKeyRateLimit.max} requests per minute; every answer carries \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\`, and a 429 carries \`Retry-After\`. Every answer carries \`X-Request-Id\`; errors answer \`{ "message": "…", "code": "…", "requestId": "…" }\`, with \`errors\` naming each field when a body is refused. Webhooks (\`webhooks\` below) tell your endpoints about review decisions, listing changes, developer-mode grants and expiring keys, signed in the \`${webhookSignatureHeader}\` header.`,
      },
      // The reference's groups, in this order (each operation names one: modules/developer-api/routes.ts).
      tags: [
        { name: 'Account', description: 'The developer and the API key making the request.' },
        {
          name: 'Apps',
          description:
            "The developer's apps, as created in the developer console or with a key. A key sees the apps of its mode: live, or test.",
        },
        {
          name: 'Submissions',
          description:
            "Versions filed for review: staff approve or reject them, then publish approved ones. A test-mode app's submissions are decided at once, without staff, and never published.",
        },
        {
          name: 'Client',
          description:
            "What an app's publishable key (`lumen_pk_…`, embedded in the app) may read: the app itself, as the public sees it.",
        },
      ],
      // This deployment's address (PUBLIC_URL): the document's examples and generated clients call it.
      servers: [{ url: origin, description: 'This deployment' }],
      components: {
        securitySchemes: {
          webhookSignature: {
            type: 'apiKey',
            in: 'header',
            name: webhookSignatureHeader,
            description: `How your endpoint knows a webhook delivery came from us: \`t=<Unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's signing secret>\`. Recompute v1 over the raw body, compare in constant time, and refuse a \`t\` more than ${webhookToleranceSeconds} seconds from your clock.`,
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: `An API key from the developer console, shown once when it is made: \`${KEY_LEADS.live}\` (a live secret key), \`${KEY_LEADS.test}\` (a test secret key) or \`${KEY_LEADS.publishable}\` (an app's publishable key), followed by 32 letters and digits, \`_\` and a 6-character checksum.`,
          },
        },
      },
    },
    transform: (route) =>
      documented(route.url) ? schemaTransform(route) : { schema: { hide: true }, url: route.url },
    transformObject,
  });

  app.get('/api/openapi.json', async (_request, reply) => {
    // The same for everyone until the next deploy.
    reply.header('Cache-Control', 'public, max-age=300');
    return app.swagger();
  });
}
