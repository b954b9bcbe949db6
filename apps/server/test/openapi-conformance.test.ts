/**
 * Every operation the OpenAPI document describes answers as it says, read from the document itself (a
 * new operation or status is covered unasked): the success status with a body matching its schema for
 * a key with the documented permission, and each documented error status with a body matching the
 * error schema: no key (401), a key without the permission or of a suspended developer (403), an app that
 * is not the caller's
 * (404), a refused body (400), a second pending submission (409), past the key's rate limit (429).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { developerApplications } from '@app/db';
import type { OpenAPIV3_1 } from 'openapi-types';
import { apiKeyRateLimit } from '../src/modules/developer-api/auth.ts';
import { callApi, seedApp, seedDeveloper, seedKey } from './developer-helpers.ts';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import {
  documentedOperations,
  liveDocument,
  responseErrors,
  type DocumentedOperation,
} from './openapi-document.ts';

const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });

/** Statuses no request of a test can provoke on a healthy server; error-handler and outage suites cover them. */
const notProvokedHere = ['500', '503'];
const weakerKey: Record<string, string[]> = { read: ['write'], write: ['read'], admin: ['read', 'write'] };

async function scenario() {
  const { developer, application } = await seedDeveloper(ctx.t.db);
  const app = await seedApp(ctx.t.db, developer.id);
  const keyWith = async (permissions: string[]) =>
    (await seedKey(ctx.t.db, developer.id, { permissions })).secret;
  const suspend = () =>
    ctx.t.db
      .update(developerApplications)
      .set({ status: 'rejected' })
      .where(eq(developerApplications.id, application.id));
  return { app, keyWith, suspend };
}

const exampleBody = (op: DocumentedOperation) =>
  (op.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']
    ?.example;

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
    const permission = op.operation['x-permission'] ?? 'any';

    it(`${name}: every documented status, each body matching its schema`, async () => {
      const { app, keyWith, suspend } = await scenario();
      const url = (id: number) => op.path.replace('{id}', String(id));
      const call = (key: string | undefined, payload?: unknown, id = app.id) =>
        callApi(ctx, op.method.toUpperCase() as 'GET' | 'POST', url(id), key, payload);
      const body = exampleBody(op);
      const key = await keyWith(permission === 'any' ? ['read'] : [permission]);
      const checked = new Set<string>();
      const expectAnswer = async (res: Awaited<ReturnType<typeof call>>, status: string) => {
        expect(res.statusCode, `${name} ${status}: ${res.body}`).toBe(Number(status));
        expect(responseErrors(op, res.statusCode, res.json()), `${name} ${status}`).toEqual([]);
        checked.add(status);
      };

      const success = statuses.find((status) => status.startsWith('2'))!;
      await expectAnswer(await call(key, body), success);
      await expectAnswer(await call(undefined, body), '401');
      const weaker = weakerKey[permission];
      if (statuses.includes('403') && weaker)
        await expectAnswer(await call(await keyWith(weaker), body), '403');
      if (statuses.includes('404')) await expectAnswer(await call(key, body, app.id + 100_000), '404');
      if (statuses.includes('400')) {
        const refused = await call(key, { ...(body as object), version: 'one' });
        await expectAnswer(refused, '400');
        expect(refused.json().errors).toHaveProperty('version');
      }
      // The success call above filed a submission: it is still pending.
      if (statuses.includes('409')) await expectAnswer(await call(key, body), '409');
      if (statuses.includes('429')) {
        const busy = await keyWith(['admin']);
        let res = await call(busy, body);
        for (let i = 1; i <= apiKeyRateLimit.max && res.statusCode !== 429; i += 1)
          res = await call(busy, body);
        await expectAnswer(res, '429');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      if (statuses.includes('403')) {
        // Last: the developer's application is set back, so every key of theirs answers "suspended".
        await suspend();
        const suspended = await call(key, body);
        await expectAnswer(suspended, '403');
        expect(suspended.json().code).toBe('developer_suspended');
      }
      // The check itself refuses a body the document does not describe.
      expect(responseErrors(op, 401, { error: 'unauthorized' })).not.toEqual([]);
      expect([...checked, ...notProvokedHere].sort(), name).toEqual([...statuses].sort());
    });
  }
});
