/**
 * The database's own limit for what POST /api/leads stores: the same transaction as the leads service
 * (lead row, its form_submissions row, the staff notification in email_outbox, the audit entry), sent
 * through the driver with no HTTP, validation or ORM in between, from `concurrency` loops at once.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '@app/db';
import { percentile, round } from './run-info.ts';

type Query = (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function leadTransaction(query: Query, n: number): Promise<void> {
  const email = `ada.lovelace+${n}@example.com`;
  const lead = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines Ltd',
    email,
    phone: null,
    interest: 'remote-assistance',
    message: 'We would like a demo for our field engineers.',
  };
  const [row] = await query(
    `insert into leads (first_name, last_name, company_name, email, phone, interest, message)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [lead.firstName, lead.lastName, lead.companyName, email, null, lead.interest, lead.message],
  );
  const [submission] = await query(
    `insert into form_submissions (form_type, submitter_name, submitter_email, form_data)
     values ('contact-form', $1, $2, $3) returning id, created_at`,
    ['Ada Lovelace', email, JSON.stringify(lead)],
  );
  const subject = 'New contact form submission: Ada Lovelace (Analytical Engines Ltd)';
  await query(
    `insert into email_outbox (message_id, kind, "to", subject, text, form_submission_id)
     values ($1, 'staff-notification', 'sales@example.com', $2, $3, $4) returning id`,
    [`<${randomUUID()}@bench.local>`, subject, `${subject}\n\n${JSON.stringify(lead)}`, submission!.id],
  );
  await query(
    `insert into audit_log (actor_kind, action, entity_type, entity_id, details, ip_address)
     values ('visitor', 'lead.created', 'lead', $1, $2, '127.0.0.0')`,
    [String(row!.id), JSON.stringify({ formSubmissionId: submission!.id })],
  );
}

export interface DirectInsertResult {
  /** Committed transactions per second. */
  rate: number;
  p50: number;
  p99: number;
  transactions: number;
}

/** Runs `task` from `concurrency` loops for `seconds` (after a warm-up) and measures each call. */
async function measureLoops(
  task: (n: number) => Promise<void>,
  options: { concurrency: number; seconds: number; warmupSeconds: number },
): Promise<DirectInsertResult> {
  let n = 0;
  const run = async (seconds: number) => {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await task(n++);
          times.push(performance.now() - t0);
        }
      }),
    );
    return { times, elapsed: (performance.now() - started) / 1000 };
  };
  await run(options.warmupSeconds);
  const { times, elapsed } = await run(options.seconds);
  times.sort((a, b) => a - b);
  return {
    rate: round(times.length / elapsed, 0),
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    transactions: times.length,
  };
}

export async function directInsertsPostgres(
  url: string,
  options: { concurrency: number; seconds: number; warmupSeconds: number },
): Promise<DirectInsertResult> {
  const pool = new pg.Pool({ connectionString: url, max: options.concurrency });
  try {
    return await measureLoops(async (n) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await leadTransaction(async (text, params) => (await client.query(text, params)).rows, n);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    }, options);
  } finally {
    await pool.end();
  }
}

export async function directInsertsPglite(
  dataDir: string,
  options: { concurrency: number; seconds: number; warmupSeconds: number },
): Promise<DirectInsertResult> {
  const client = new PGlite(dataDir, { extensions: pgliteExtensions });
  try {
    return await measureLoops(
      (n) =>
        client.transaction(async (tx) => {
          await leadTransaction(
            async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows,
            n,
          );
        }),
      options,
    );
  } finally {
    await client.close();
  }
}
