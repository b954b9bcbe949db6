/**
 * The staff CSV export flow, one for every list: the browser's time zone, 404 when the filters match
 * nothing, an audit entry with the count and filters, then the rows streamed page by page as
 * `{name}_{yyyy-MM-dd}.csv`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@app/db';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error.ts';
import { csvStream, exportTimeZone, sendCsv, todayIn, type CsvValue } from '../../lib/csv.ts';
import { countAll } from '../../lib/list-query.ts';
import { actorOf, auditStaff } from '../staff-auth/index.ts';

const noDataMessage = 'No data to export';

/** What the export audits of the list's query, and the browser's time zone. */
export interface CsvExportQuery {
  q?: string | undefined;
  status?: string | undefined;
  tz?: string | undefined;
}

export interface CsvExport<T extends { id: number }> {
  /** File name and audit action prefix: `subscribers` -> `subscribers_2026-11-25.csv`, `subscribers.exported`. */
  name: string;
  /** The audit entry's entity type. */
  entityType: string;
  table: PgTable;
  /** The list's filters. */
  where: SQL | undefined;
  header: readonly string[];
  /** One page of rows with `where`, ids below `beforeId` (all when null), id descending, dates in `tz`. */
  page: (tz: string, beforeId: number | null) => Promise<T[]>;
  toCells: (row: T) => CsvValue[];
}

export async function sendCsvExport<T extends { id: number }>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  query: CsvExportQuery,
  csv: CsvExport<T>,
) {
  const tz = await exportTimeZone(db, query.tz);
  const [count] = await db.select({ n: countAll }).from(csv.table).where(csv.where);
  const total = count?.n ?? 0;
  if (total === 0) throw new AppError('not_found', noDataMessage);
  await auditStaff(
    db,
    actorOf(request),
    `${csv.name}.exported`,
    { type: csv.entityType },
    { count: total, q: query.q ?? null, status: query.status ?? null },
  );
  const stream = csvStream(csv.header, (before) => csv.page(tz, before), csv.toCells);
  return sendCsv(reply, `${csv.name}_${todayIn(tz)}.csv`, stream, total);
}
