import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDbKind, type TestDatabase } from '../src/testing.ts';
import { subscribers } from '../src/schema.ts';

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
