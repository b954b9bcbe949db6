/**
 * What every admin list shares: the query string (listQuerySchema: q, status, sort, limit, offset,
 * archived), searching with ILIKE in SQL, whitelisted sorts, and the answer: the spec's plain array with
 * the total in `X-Total-Count`.
 */
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

const invalidSortMessage = 'Unknown sort order';
const invalidStatusMessage = 'Unknown status filter';

/** `%term%` with LIKE's own wildcards (% _ and the escape \) taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match of `q` on any of `columns` (or expressions); undefined when `q` is blank. */
export function searchWhere(q: string | undefined, columns: Array<AnyColumn | SQL>): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * A `status` filter from a whitelist: undefined for none/'all', otherwise the value; anything else is
 * a 400 naming the field.
 */
export function pickStatus<T extends string>(
  status: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (!status || status === 'all') return undefined;
  if ((allowed as readonly string[]).includes(status)) return status as T;
  throw new AppError('validation', invalidStatusMessage, { status: invalidStatusMessage });
}

export type SortDir = 'asc' | 'desc';
/** A sortable field: a column or expression (sorted in the requested direction, then by id the same way),
 *  or a function building the whole ORDER BY for a direction. */
export type SortKey = AnyColumn | SQL | ((dir: SortDir) => SQL[]);

/** `sort=field:asc|desc` (or `field` alone: ascending) from a whitelist; ties are broken by the id. */
export function orderFrom(
  sort: string | undefined,
  allowed: Record<string, SortKey>,
  fallback: string,
  id: AnyColumn,
): SQL[] {
  const [field, dir = 'asc'] = (sort || fallback).split(':');
  const key = field && Object.hasOwn(allowed, field) ? allowed[field] : undefined;
  if (!key || (dir !== 'asc' && dir !== 'desc')) {
    throw new AppError('validation', invalidSortMessage, { sort: invalidSortMessage });
  }
  if (typeof key === 'function') return key(dir);
  const by = dir === 'asc' ? asc : desc;
  return [by(key), by(id)];
}

/** The spec's array answer, with the total of all matching rows in `X-Total-Count`. */
export function sendList<T>(reply: FastifyReply, rows: readonly T[], total: number): readonly T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}

export const countAll = sql<number>`count(*)::int`;

/** A list's page and the total of its matching rows (`select { n: countAll }`), read at once. */
export async function pageAndTotal<T>(
  page: PromiseLike<T[]>,
  count: PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, counted] = await Promise.all([page, count]);
  return { rows, total: counted[0]?.n ?? 0 };
}
