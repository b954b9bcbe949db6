/**
 * The OpenAPI 3.1 document of the developer API: valid, public and cacheable, and describing every
 * `/api/v1` route the app serves with its request and response schemas, permission and error answers.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { siteOriginPlaceholder } from '@app/contracts/site';
import { useTestApp } from './helpers.ts';
import { resolveSchema } from './openapi-document.ts';
import { registeredRoutes } from './route-table.ts';

const ctx = useTestApp();
const committedDocument = fileURLToPath(new URL('../../web/src/content/openapi.json', import.meta.url));

async function fetchDocument() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return { res, doc: res.json<OpenAPIV3_1.Document>() };
}

/** `/api/v1/apps/:id/submissions` as OpenAPI writes it: `/api/v1/apps/{id}/submissions`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('answers a valid OpenAPI 3.1 document, public and cacheable, without a session', async () => {
    const { res, doc } = await fetchDocument();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api/v1 route with its request and response schemas, permission and errors', async () => {
    const { doc } = await fetchDocument();
    const apiRoutes = registeredRoutes(ctx.app).filter(
      (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(4);
    const documented = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());

    for (const route of apiRoutes) {
      const path = openApiPath(route.url);
      const operation = doc.paths?.[path]?.[route.method.toLowerCase() as 'get' | 'post'];
      expect(operation, path).toBeDefined();
      if (!operation) continue;
      expect(operation.summary, path).toBeTruthy();
      expect(operation.tags, path).toHaveLength(1);
      expect(doc.tags?.map((tag) => tag.name)).toContain(operation.tags?.[0]);
      expect(operation.security, path).toEqual([{ apiKey: [] }]);
      expect(['any', 'read', 'write', 'admin', 'publishable'], path).toContain(
        (operation as Record<string, unknown>)['x-permission'],
      );
      // Request: every path parameter and (for a POST) the JSON body have a schema.
      const params = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      for (const name of [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1])) {
        expect(
          params.find((p) => p.in === 'path' && p.name === name)?.schema,
          `${path} ${name}`,
        ).toBeDefined();
      }
      if (route.method === 'POST') {
        // JSON, or a multipart upload (its file described as binary).
        const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        const media = body?.content['application/json'] ?? body?.content['multipart/form-data'];
        expect(resolveSchema(doc, media?.schema), path).toMatchObject({ type: 'object' });
      }
      // Responses: the success answer and each error answer, with a JSON schema.
      const responses = operation.responses as Record<string, OpenAPIV3_1.ResponseObject>;
      const success = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(success, path).toHaveLength(1);
      for (const status of [...success, '401', '429', '500']) {
        expect(responses[status]?.content?.['application/json']?.schema, `${path} ${status}`).toBeDefined();
      }
      expect(resolveSchema(doc, responses['401']?.content?.['application/json']?.schema)).toMatchObject({
        type: 'object',
        required: ['message', 'code'],
      });
    }
  });

  it('is the committed copy the web renders /docs/api from (update it with `vitest -u`)', async () => {
    const { doc } = await fetchDocument();
    // The document names this deployment (PUBLIC_URL); the committed copy, which the web builds from, holds
    // the build's stand-in for it, which the server replaces in the built pages (decision 0054).
    const origin = ctx.app.ctx.config.siteOrigin;
    const served = JSON.stringify(doc, null, 2);
    expect(doc.servers).toEqual([{ url: origin, description: 'This deployment' }]);
    await expect(`${served.replaceAll(origin, siteOriginPlaceholder)}\n`).toMatchFileSnapshot(
      committedDocument,
    );
  });

  it('writes timestamps as date-time strings and names the permission each route needs', async () => {
    const { doc } = await fetchDocument();
    const submit = doc.paths?.['/api/v1/apps/{id}/submissions']?.post;
    expect(submit?.description).toContain("Needs an API key with the 'write' permission");
    const created = resolveSchema(
      doc,
      (submit?.responses?.['201'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema,
    );
    const submission = resolveSchema(doc, created.properties?.submission);
    expect(submission.properties?.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(Object.keys(submit?.responses ?? {}).sort()).toEqual(
      ['201', '400', '401', '403', '404', '409', '413', '415', '429', '500', '503'].sort(),
    );
  });

  it('is one a generated client can rely on: operation ids, named schemas, enums, integer ids, headers', async () => {
    const { doc } = await fetchDocument();
    const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
      (['get', 'post', 'delete'] as const).flatMap((method) => (item?.[method] ? [item[method]] : [])),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.sort()).toEqual([
      'cancelSubmission',
      'createApp',
      'createSubmission',
      'getCaller',
      'getClientApp',
      'listApps',
      'listSubmissions',
      'uploadScreenshot',
    ]);
    const schemas = doc.components?.schemas ?? {};
    const isNamed = (schema: unknown) =>
      /^#\/components\/schemas\/\w+$/.test((schema as { $ref?: string }).$ref ?? '') &&
      resolveSchema(doc, schema) !== undefined;
    for (const operation of operations) {
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const upload = body?.content['multipart/form-data'];
      if (upload) {
        expect(resolveSchema(doc, upload.schema).properties?.screenshot).toMatchObject({
          type: 'string',
          format: 'binary',
        });
      } else if (body) {
        expect(isNamed(body.content['application/json']?.schema), operation.operationId).toBe(true);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const answer = response as OpenAPIV3_1.ResponseObject;
        const name = `${operation.operationId} ${status}`;
        expect(isNamed(answer.content?.['application/json']?.schema), name).toBe(true);
        // Every answer past the key check carries the rate-limit headers; a 429 and a 503 say when to retry.
        if (!['401', '500', '503'].includes(status))
          expect(Object.keys(answer.headers ?? {}), name).toEqual(
            expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining']),
          );
        if (['429', '503'].includes(status)) expect(answer.headers?.['Retry-After'], name).toBeDefined();
      }
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        expect(parameter.schema, `${operation.operationId} ${parameter.name}`).toEqual({
          type: 'integer',
          minimum: 1,
          maximum: 2_147_483_647,
        });
      }
    }
    const property = (schema: string, name: string) => resolveSchema(doc, schemas[schema]).properties?.[name];
    expect(property('Submission', 'status')).toMatchObject({
      enum: ['pending', 'approved', 'rejected', 'published', 'withdrawn', 'cancelled'],
    });
    expect(property('ApiKey', 'permissions')).toMatchObject({ items: { enum: ['read', 'write', 'admin'] } });
    expect(property('AppWithSubmissions', 'visibility')).toMatchObject({ enum: ['private', 'public'] });
  });
});
