/**
 * A rate-limit hit counted inside the statement that does the limited work. With the counters in the app's
 * own database (the default store) the hit is one more CTE of that statement, so a public post costs one
 * round trip instead of two, and work over the budget is not written: the statement's writes are
 * conditioned on `allowed`. Other stores (Redis, memory) count the hit first, as a preHandler would.
 * The SQL pieces use placeholders (`hitKey`, `hitWindow`, `hitMax`), so a statement built on them is built
 * once per `mode` and the hit's values go in `values`.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  assertWithinLimit,
  chargeNow,
  hitValues,
  type RateLimitCharge,
  type RateLimitStore,
} from './rate-limit.ts';

/** The columns `select` adds to the statement's row. */
export interface HitColumns {
  hit_count?: number | string | null;
  hit_reset_at?: Date | string | null;
}

export interface StatementLimit {
  /** 'inside': the hit is a CTE of the statement; 'counted': it was counted before. Part of a statement's shape. */
  mode: 'inside' | 'counted';
  /** `hit as (…),` opening the statement's WITH list, or nothing when the hit was already counted. */
  ctes: SQL;
  /** A condition that holds only within the budget; undefined when the hit was already counted. */
  allowed: SQL | undefined;
  /** The statement's final `select columns from relation`, also returning the hit when it is counted inside. */
  select(columns: SQL, relation: SQL): SQL;
  /** The values of the hit's placeholders, for the run. */
  values: Record<string, unknown>;
  /** Throws the 429 (with Retry-After) when the statement's row reports a hit over the budget. */
  check(row: HitColumns | undefined): void;
}

/** For a statement whose caller's hit is counted already (or not to be counted). */
export const alreadyCounted: StatementLimit = {
  mode: 'counted',
  ctes: sql``,
  allowed: undefined,
  select: (columns, relation) => sql`select ${columns} from ${relation}`,
  values: {},
  check: () => undefined,
};

export async function limitInStatement(
  store: RateLimitStore,
  charge: RateLimitCharge,
): Promise<StatementLimit> {
  const hit = await store.hitInStatement?.();
  if (!hit) {
    await chargeNow(store, charge);
    return alreadyCounted;
  }
  return {
    mode: 'inside',
    ctes: sql`hit as (${hit}),`,
    allowed: sql`exists (select 1 from hit where hit.count <= ${sql.placeholder('hitMax')}::int)`,
    // The hit's row is always there, so the answer can say why nothing else was written.
    select: (columns, relation) =>
      sql`select ${columns}, hit.count as hit_count, hit.reset_at as hit_reset_at from hit left join ${relation} on true`,
    values: { ...hitValues(charge.key, charge.windowMs), hitMax: charge.max },
    check: (row) => {
      if (!row || row.hit_count === null || row.hit_count === undefined || !row.hit_reset_at) {
        throw new Error('the statement returned no rate-limit hit');
      }
      assertWithinLimit(charge, {
        count: Number(row.hit_count),
        resetAt: new Date(row.hit_reset_at).getTime(),
      });
    },
  };
}
