import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@app/db';
import { testDbKind } from '@app/db/testing';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';

const logLines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    logger: true,
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => ctx.close());

const queueMail = (minutesAgo: number) =>
  ctx.t.db.insert(emailOutbox).values({
    messageId: `<ops-${minutesAgo}-${Math.random()}@example.com>`,
    kind: 'test',
    to: 'someone@example.com',
    subject: 'Test',
    text: 'Test',
    nextAttemptAt: new Date(Date.now() - minutesAgo * 60_000),
  });

describe('GET /readyz', () => {
  it('is ready when the database answers and no mail is overdue', async () => {
    await queueMail(1);
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: testDbKind(), outbox: { due: 1, failed: 0 } });
    expect(body.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(59);
  });

  it('reports degraded (503) when mail has waited longer than the limit', async () => {
    await queueMail(20);
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', outbox: { due: 2 } });
    expect(res.json().outbox.oldestDueSeconds).toBeGreaterThanOrEqual(20 * 60 - 1);
  });

  it('counts a message leased by a worker as not due', async () => {
    await ctx.t.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() + 60_000) });
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().outbox).toEqual({ due: 0, failed: 0, oldestDueSeconds: 0 });
  });
});

describe('request ids', () => {
  it('gives every response a unique X-Request-Id that is the reqId of its log lines', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    const idA = a.headers['x-request-id'];
    const idB = b.headers['x-request-id'];
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
    const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const forA = lines.filter((line) => line.reqId === idA).map((line) => line.msg);
    expect(forA).toEqual(['incoming request', 'request completed']);
  });

  it("keeps a proxy's well-formed id and replaces a malformed one", async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-7f3a9c21' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
