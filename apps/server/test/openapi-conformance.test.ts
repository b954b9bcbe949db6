/**
 * Every operation the OpenAPI document describes answers as it says, read from the document itself (a
 * new operation or status is covered unasked): the success status with a body matching its schema for
 * a key with the documented permission, and each documented error status with a body matching the
 * error schema: no key (401), a key without the permission or of a suspended developer (403), an app that
 * is not the caller's (404), a refused body (400), a second pending submission or one no longer pending
 * (409), a body too large (413) or not JSON (415), past the key's rate limit (429). An operation on one
 * submission (`{submissionId}`) gets a pending submission of the app, and also answers an unknown one with
 * 404 `submission_not_found`; a multipart upload sends a real image (a refused one: not an image; too
 * large: past the file limit). Each answer equals the document's example of its status
 * (a 403's is the route's own permission answer, or the suspension where the route needs none), and each
 * answer past the key check carries the documented rate-limit headers.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSubmissions, developerApplications } from '@app/db';
import { limits } from '@app/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiKeyPermission } from '@app/contracts';
import { apiKeyRateLimit } from '../src/modules/developer-api/auth.ts';
import { callApi, multipartFile, seedApp, seedDeveloper, seedKey, tinyPng } from './developer-helpers.ts';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import {
  documentedOperations,
  liveDocument,
  responseErrors,
  type DocumentedOperation,
} from './openapi-document.ts';
import { exampleRequestId } from '../src/modules/developer-api/routes.ts';

const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });

/** Statuses no request of a test can provoke on a healthy server; error-handler and outage suites cover them. */
const notProvokedHere = ['500', '503'];
const weakerKey: Record<string, ApiKeyPermission[]> = {
  read: ['write'],
  write: ['read'],
  admin: ['read', 'write'],
  // The client operation refuses every secret key, whatever its permissions.
  publishable: ['admin'],
};
/** A field each operation with a body refuses, and a value it refuses (400). */
const refusedField: Record<string, [field: string, value: string]> = {
  createApp: ['sdkType', 'none'],
  createSubmission: ['version', 'one'],
};

async function scenario(withSubmission: boolean) {
  const { developer, application } = await seedDeveloper(ctx.t.db);
  const app = await seedApp(ctx.t.db, developer.id);
  const [submission] = withSubmission
    ? await ctx.t.db
        .insert(appSubmissions)
        .values({ appId: app.id, version: '1.1.0' })
        .returning({ id: appSubmissions.id })
    : [];
  const decide = () =>
    ctx.t.db.update(appSubmissions).set({ status: 'cancelled' }).where(eq(appSubmissions.appId, app.id));
  const keyWith = async (permissions: ApiKeyPermission[]) =>
    (await seedKey(ctx.t.db, developer.id, { permissions })).secret;
  /** The app's publishable key: the key the client operation takes. */
  const publishableKey = async () =>
    (await seedKey(ctx.t.db, developer.id, { kind: 'publishable', appId: app.id, permissions: [] })).secret;
  const suspend = () =>
    ctx.t.db
      .update(developerApplications)
      .set({ status: 'rejected' })
      .where(eq(developerApplications.id, application.id));
  return { app, submissionId: submission?.id ?? 0, decide, keyWith, publishableKey, suspend };
}

/** The request body's example: its named schema's first (JSON Schema `examples`). */
const exampleBody = (op: DocumentedOperation) => {
  const schema = (op.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
    'application/json'
  ]?.schema as { $ref?: string } | undefined;
  if (!schema?.$ref) return undefined;
  const named = op.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
  return (named as { examples?: unknown[] } | undefined)?.examples?.[0];
};

const responseOf = (op: DocumentedOperation, status: string) =>
  op.operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;

const doc = await (async () => {
  // Read once, outside the tests, to name one test per operation.
  const { createTestApp } = await import('./helpers.ts');
  const built = await createTestApp();
  try {
    return await liveDocument(built.app);
  } finally {
    await built.close();
  }
})();

describe('every documented /api/v1 operation answers as documented', () => {
  for (const op of documentedOperations(doc)) {
    const name = `${op.method.toUpperCase()} ${op.path}`;
    const statuses = Object.keys(op.operation.responses ?? {});
    const permission = (op.operation['x-permission'] ?? 'any') as ApiKeyPermission | 'any' | 'publishable';

    it(`${name}: every documented status, each body matching its schema`, async () => {
      const onSubmission = op.path.includes('{submissionId}');
      const multipart = Boolean(
        (op.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
          'multipart/form-data'
        ],
      );
      const { app, submissionId, decide, keyWith, publishableKey, suspend } = await scenario(onSubmission);
      const url = (id: number, submission = submissionId) =>
        op.path.replace('{id}', String(id)).replace('{submissionId}', String(submission));
      const method = op.method.toUpperCase() as 'GET' | 'POST' | 'DELETE';
      const call = (key: string | undefined, payload?: unknown, id = app.id, submission = submissionId) => {
        if (!multipart) return callApi(ctx, method, url(id, submission), key, payload);
        const form = multipartFile(payload as Buffer);
        return ctx.app.inject({
          method,
          url: url(id, submission),
          headers: {
            'content-type': form.contentType,
            ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
          },
          payload: form.payload,
        });
      };
      const send = (key: string, headers: Record<string, string>, payload: string) =>
        ctx.app.inject({
          method: op.method.toUpperCase() as 'POST',
          url: url(app.id),
          headers: { authorization: `Bearer ${key}`, ...headers },
          payload,
        });
      const body = multipart ? tinyPng : exampleBody(op);
      const key =
        permission === 'publishable'
          ? await publishableKey()
          : await keyWith(permission === 'any' ? ['read'] : [permission]);
      const checked = new Set<string>();
      const expectAnswer = async (res: Awaited<ReturnType<typeof call>>, status: string) => {
        expect(res.statusCode, `${name} ${status}: ${res.body}`).toBe(Number(status));
        expect(responseErrors(op, res.statusCode, res.json()), `${name} ${status}`).toEqual([]);
        const documented = responseOf(op, status);
        // The example is a real answer: the very one this request got.
        const example = documented?.content?.['application/json']?.example;
        if (!status.startsWith('2')) {
          // Its request id is this request's own (X-Request-Id); the example shows a stand-in.
          const answer = res.json() as { requestId?: string };
          expect(answer.requestId, `${name} ${status} requestId`).toBe(res.headers['x-request-id']);
          expect({ ...answer, requestId: exampleRequestId }, `${name} ${status} example`).toEqual(example);
        }
        for (const header of Object.keys(documented?.headers ?? {}))
          expect(res.headers[header.toLowerCase()], `${name} ${status} ${header}`).toMatch(/^\d+$/);
        checked.add(status);
      };

      const success = statuses.find((status) => status.startsWith('2'))!;
      await expectAnswer(await call(key, body), success);
      await expectAnswer(await call(undefined, body), '401');
      const weaker = weakerKey[permission];
      if (statuses.includes('403') && weaker)
        await expectAnswer(await call(await keyWith(weaker), body), '403');
      if (statuses.includes('404')) await expectAnswer(await call(key, body, app.id + 100_000), '404');
      if (onSubmission) {
        // The app is the caller's, the submission is not one of its.
        const unknown = await call(key, body, app.id, submissionId + 100_000);
        expect(unknown.statusCode, `${name} unknown submission`).toBe(404);
        expect(responseErrors(op, 404, unknown.json()), `${name} unknown submission`).toEqual([]);
        expect(unknown.json().code).toBe('submission_not_found');
      }
      if (statuses.includes('400') && multipart) {
        const refused = await call(key, Buffer.from('not an image'));
        await expectAnswer(refused, '400');
        expect(refused.json().errors).toHaveProperty('screenshot');
      } else if (statuses.includes('400')) {
        const [field, value] = refusedField[String(op.operation.operationId)] ?? ['version', 'one'];
        const refused = await call(key, { ...(body as object), [field]: value });
        await expectAnswer(refused, '400');
        expect(refused.json().errors).toHaveProperty(field);
      }
      if (statuses.includes('413') && multipart) {
        await expectAnswer(await call(key, Buffer.alloc(limits.screenshotBytes + 1)), '413');
      } else if (statuses.includes('413')) {
        const tooLarge = JSON.stringify({
          ...(body as object),
          releaseNotes: 'x'.repeat(ctx.app.initialConfig.bodyLimit ?? 0),
        });
        await expectAnswer(await send(key, { 'content-type': 'application/json' }, tooLarge), '413');
      }
      if (statuses.includes('415'))
        await expectAnswer(await send(key, { 'content-type': 'text/plain' }, 'version=1.1.0'), '415');
      // The success call above filed a submission (still pending), or made an app (its name is taken).
      // An operation on one submission is refused once the submission is no longer pending.
      if (statuses.includes('409')) {
        if (onSubmission) await decide();
        await expectAnswer(await call(key, body), '409');
      }
      if (statuses.includes('429')) {
        const busy = await keyWith(['admin']);
        // An upload's loop sends a file refused at its first bytes: no image is decoded 120 times.
        const cheap = multipart ? Buffer.from('x') : body;
        let res = await call(busy, cheap);
        for (let i = 1; i <= apiKeyRateLimit.max && res.statusCode !== 429; i += 1)
          res = await call(busy, cheap);
        await expectAnswer(res, '429');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      if (statuses.includes('403')) {
        // Last: the developer's application is set back, so every key of theirs answers "suspended".
        // A route that needs a permission documents that refusal as its 403 example (checked above); the
        // suspension is the example only where any key will do.
        await suspend();
        const suspended = await call(key, body);
        if (weaker) {
          expect(suspended.statusCode, `${name} suspended`).toBe(403);
          expect(responseErrors(op, 403, suspended.json()), `${name} suspended`).toEqual([]);
        } else await expectAnswer(suspended, '403');
        expect(suspended.json()).toEqual({
          message: 'This developer account is suspended.',
          code: 'developer_suspended',
          requestId: suspended.headers['x-request-id'],
        });
        expect(suspended.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
      }
      // The check itself refuses a body the document does not describe.
      expect(responseErrors(op, 401, { error: 'unauthorized' })).not.toEqual([]);
      expect([...checked, ...notProvokedHere].sort(), name).toEqual([...statuses].sort());
    });
  }
});
