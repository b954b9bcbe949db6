/**
 * Every route declares its contract (fastify-type-provider-zod): the app's route table (route-table.ts,
 * read through Fastify's `onRoute` hook) is walked, and each registered route is checked for a params schema when its URL has parameters, a
 * body schema when it takes a body, and, under `/api`, a response schema for its success answer and its
 * error answers. A route added without its contract fails here, with the exceptions below, each named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes, type RegisteredRoute as Declared } from './route-table.ts';

/** Unsafe methods that take no body: the URL and the session say everything. */
const bodiless = new Set([
  'POST /api/admin/logout',
  'POST /api/partners/logout',
  'POST /api/developers/logout',
  'POST /api/admin/account/2fa/enrol',
  'POST /api/partners/account/2fa/enrol',
  'POST /api/console/account/2fa/enrol',
  'POST /api/admin/held/:id/release',
  'POST /api/console/keys/:id/revoke',
  'POST /api/console/downloads/files/:id',
  'POST /api/console/devices/:id/request',
  'POST /api/console/devices/:id/revoke',
  'DELETE /api/console/devices/:id',
  'POST /api/admin/devices/signing-key/rotate',
  'DELETE /api/admin/partners/:id',
  'DELETE /api/admin/subscribers/:id',
  'DELETE /api/admin/form-submissions/:id',
  'DELETE /api/admin/held/:id',
  'DELETE /api/admin/developer-applications/:id',
  'DELETE /api/console/apps/:id',
  'DELETE /api/console/keys/:id',
  'DELETE /api/console/webhooks/:id',
  'POST /api/console/webhooks/:id/rotate-secret',
  'POST /api/console/webhooks/:id/test',
  'POST /api/console/webhook-deliveries/:id/resend',
  'DELETE /api/console/apps/:id/submissions/:submissionId/screenshots/:screenshotId',
  'DELETE /api/console/apps/:id/submissions/:submissionId',
  'DELETE /api/v1/apps/:id/submissions/:submissionId',
  // A multipart upload (@fastify/multipart): the file is checked by its bytes, not by a JSON schema.
  'POST /api/console/apps/:id/submissions/:submissionId/screenshots',
  'POST /api/v1/apps/:id/submissions/:submissionId/screenshots',
  // The SDK release publish form: multipart fields checked against sdkReleaseInputSchema, and files.
  'POST /api/admin/sdk-releases',
]);

/** `/api` routes that answer a file, not JSON: nothing to serialize, so no response schema. */
const fileAnswers = new Set([
  'GET /api/admin/subscribers/export.csv',
  'GET /api/admin/form-submissions/export.csv',
  'POST /api/admin/privacy/export',
  'GET /api/partner-documents/:filename',
  'GET /api/admin/insights/export.csv',
  'GET /api/admin/app-submissions/screenshots/:id',
  'GET /api/console/screenshots/:id',
  // The developer-mode certificate, sent exactly as it was signed and stored.
  'GET /api/console/devices/:id/certificate',
  // The OpenAPI document itself: its shape is OpenAPI's, checked by the validator in openapi.test.ts.
  'GET /api/openapi.json',
]);

const takesBody = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

let ctx: TestContext;
let routes: Declared[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  routes = registeredRoutes(ctx.app);
});
afterAll(() => ctx.close());

const name = (route: Declared) => `${route.method} ${route.url}`;
const statuses = (route: Declared) => Object.keys((route.schema.response ?? {}) as object);

describe('route contracts', () => {
  it('sees every route, and lists no exception that is not a route', () => {
    expect(routes.length).toBeGreaterThan(60);
    const names = new Set(routes.map(name));
    for (const exception of [...bodiless, ...fileAnswers]) expect(names, exception).toContain(exception);
  });

  it('declare a params schema wherever the URL has parameters', () => {
    const missing = routes.filter((r) => r.url.includes(':') && !r.schema.params).map(name);
    expect(missing).toEqual([]);
  });

  it('declare a body schema wherever a body is taken', () => {
    const missing = routes
      .filter((r) => takesBody(r.method) && !r.schema.body && !bodiless.has(name(r)))
      .map(name);
    expect(missing).toEqual([]);
    // A bodiless route that grew a body schema leaves the list.
    const stale = routes.filter((r) => bodiless.has(name(r)) && r.schema.body).map(name);
    expect(stale).toEqual([]);
  });

  it('declare, under /api, the success answer and the error answers', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') && !fileAnswers.has(name(r)));
    const noSuccess = api.filter((r) => !statuses(r).some((s) => /^2\d\d$/.test(s))).map(name);
    expect(noSuccess).toEqual([]);
    const noErrors = api.filter((r) => !statuses(r).some((s) => /^4(xx|\d\d)$/.test(s))).map(name);
    expect(noErrors).toEqual([]);
  });
});
