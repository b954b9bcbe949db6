import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDbKind, type TestDatabase } from '../src/testing.ts';
import { auditLog, subscribers } from '../src/schema.ts';
import { bindValues, compileStatement } from '../src/statement.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const insertSubscriber = (email: string) =>
  sql`insert into ${subscribers} (email, source) values (${email}, 'website') returning id, email`;

describe(`prepared statements on ${testDbKind()}`, () => {
  it('runs the same statement again with other parameters and returns its rows', async () => {
    expect(await t.prepared(insertSubscriber('a@example.com'))).toEqual([{ id: 1, email: 'a@example.com' }]);
    expect(await t.prepared(insertSubscriber('b@example.com'))).toEqual([{ id: 2, email: 'b@example.com' }]);
    // Many more runs than connections, so every pooled connection reuses its prepared copy.
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.prepared<{ id: number }>(insertSubscriber(`c${i}@x.example`))),
    );
    expect(
      more
        .flat()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
  });

  it('keeps statements of different text apart', async () => {
    await t.prepared(insertSubscriber('a@example.com'));
    const count = sql`select count(*)::int as n from ${subscribers} where email like ${'%@example.com'}`;
    const emails = sql`select email from ${subscribers} where email like ${'%@example.com'}`;
    expect(await t.prepared(count)).toEqual([{ n: 1 }]);
    expect(await t.prepared(emails)).toEqual([{ email: 'a@example.com' }]);
    expect(await t.prepared(count)).toEqual([{ n: 1 }]);
  });

  it('maps values through their columns, as the query builder does', async () => {
    const since = new Date('2026-01-02T03:04:05.000Z');
    const rows = await t.prepared<{ created_at: Date }>(
      sql`insert into ${subscribers} (email, source, created_at)
          values (${'d@example.com'}, 'website', ${sql.param(since, subscribers.createdAt)}) returning created_at`,
    );
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(since.toISOString());
  });
});

describe(`statements built once (compileStatement, run) on ${testDbKind()}`, () => {
  const entry = compileStatement(sql`
    insert into ${auditLog} (actor_kind, action, details, created_at)
    values ('system', ${sql.placeholder('action')}, ${sql.param(sql.placeholder('details'), auditLog.details)},
      ${sql.param(sql.placeholder('at'), auditLog.createdAt)})
    returning action, details, created_at`);

  it("fills each run with its own values, through the columns' encoders", async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    const first = await t.run<{ action: string; details: unknown; created_at: Date }>(entry, {
      action: 'one',
      details: { a: [1, 'x'] },
      at,
    });
    expect(first).toEqual([{ action: 'one', details: { a: [1, 'x'] }, created_at: expect.anything() }]);
    expect(new Date(first[0]!.created_at).toISOString()).toBe(at.toISOString());
    const second = await t.run<{ action: string; details: unknown }>(entry, {
      action: 'two',
      details: null,
      at: new Date(),
    });
    // null is SQL NULL, not the JSON value null (drizzle's encoder alone would write 'null').
    expect(second[0]).toMatchObject({ action: 'two', details: null });
    const stored = await t.prepared<{ n: number }>(
      sql`select count(*)::int as n from ${auditLog} where details is null and action = 'two'`,
    );
    expect(stored).toEqual([{ n: 1 }]);
  });

  it("keeps the values fixed at build time, and refuses a run without a placeholder's value", () => {
    const statement = compileStatement(sql`select ${'fixed'}::text as a, ${sql.placeholder('b')}::text as b`);
    expect(bindValues(statement, { b: 'given' })).toEqual(['fixed', 'given']);
    expect(() => bindValues(statement, {})).toThrow('No value for placeholder "b"');
    expect(compileStatement(sql`select ${'other'}::text as a, ${sql.placeholder('b')}::text as b`).name).toBe(
      statement.name,
    );
  });
});
