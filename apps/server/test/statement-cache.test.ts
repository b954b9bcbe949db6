import { describe, expect, it } from 'vitest';
import { bindValues } from '@app/db';
import { sql } from 'drizzle-orm';
import { compiledOnce, placeholders } from '../src/lib/statement-cache.ts';

describe('statements built once (statement-cache)', () => {
  it('builds a shape the first time its key is asked for, and then reuses it', () => {
    let builds = 0;
    const v = placeholders<'email' | 'id'>();
    const build = () => {
      builds += 1;
      return sql`select ${v.id}::int as id where ${v.email}::text like '%@example.com'`;
    };
    const first = compiledOnce('test|shape', build);
    const again = compiledOnce('test|shape', build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(first.text).toBe(`select $1::int as id where $2::text like '%@example.com'`);
    expect(bindValues(first, { email: 'a@example.com', id: 7 })).toEqual([7, 'a@example.com']);
    compiledOnce('test|other shape', build);
    expect(builds).toBe(2);
  });
});
