/**
 * CSV exports streamed from the database: pages of rows by keyset (id below the last one seen), written
 * as they arrive, so memory stays flat however large the table. RFC 4180 quoting, CRLF line ends,
 * cells that a spreadsheet would run as a formula (= + - @ tab CR, and | for DDE) prefixed with a single
 * quote, and a UTF-8 byte-order mark first: without it Excel reads the file in the local code page and
 * "Zoë" arrives as "ZoÃ«".
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '@app/db';

export type CsvValue = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r|]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const EXPORT_PAGE_SIZE = 1000;
export const UTF8_BOM = '\uFEFF';

/**
 * Streams a header and then every row `fetchPage(afterId)` returns, page by page, until a short page.
 * `fetchPage` gets the last id seen (null first) and must order by id descending.
 */
export function csvStream<T extends { id: number }>(
  header: readonly string[],
  fetchPage: (beforeId: number | null) => Promise<T[]>,
  toCells: (row: T) => CsvValue[],
): Readable {
  async function* generate() {
    yield `${UTF8_BOM}${csvRow(header)}`;
    let cursor: number | null = null;
    for (;;) {
      const page = await fetchPage(cursor);
      if (page.length > 0) yield page.map((row) => csvRow(toCells(row))).join('');
      if (page.length < EXPORT_PAGE_SIZE) return;
      cursor = (page[page.length - 1] as T).id;
    }
  }
  return Readable.from(generate(), { objectMode: false });
}

const tzPattern = /^(?:UTC|[A-Za-z]+(?:[/_-][A-Za-z0-9+_-]+)*)$/;

/**
 * The browser's IANA time zone (`tz` query value) if the database knows it, else UTC: dates in the file
 * are the ones the admin sees on screen.
 */
export async function exportTimeZone(db: Database, tz: unknown): Promise<string> {
  if (typeof tz !== 'string' || tz.length > 64 || !tzPattern.test(tz)) return 'UTC';
  try {
    await db.execute(sql`select now() at time zone ${tz}`);
    return tz;
  } catch {
    return 'UTC';
  }
}

/** Today as yyyy-MM-dd in `tz`, for file names. */
export function todayIn(tz: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable, total: number) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('X-Total-Count', String(total))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(stream);
}
