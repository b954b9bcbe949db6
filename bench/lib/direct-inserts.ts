/**
 * The database's own limit for what POST /api/leads stores: the same transaction as the leads service
 * (lead row, its form_submissions row, the staff notification in email_outbox, the audit entry), sent
 * through the driver with no HTTP, validation or ORM in between, from `concurrency` loops at once; either
 * as that transaction of separate statements or as the one statement the app now sends.
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

/**
 * The same rows in one statement (data-modifying CTEs), as the app's `storeSubmission` writes them: one
 * round trip, atomic without a transaction.
 */
async function leadStatement(query: Query, n: number): Promise<void> {
  const email = `ada.lovelace+${n}@example.com`;
  const lead = ['Ada', 'Lovelace', 'Analytical Engines Ltd', email, null, 'remote-assistance'];
  const message = 'We would like a demo for our field engineers.';
  const subject = 'New contact form submission: Ada Lovelace (Analytical Engines Ltd)';
  await query(
    `with entity as (
       insert into leads (first_name, last_name, company_name, email, phone, interest, message)
       values ($1, $2, $3, $4, $5, $6, $7) returning id),
     submission as (
       insert into form_submissions (form_type, submitter_name, submitter_email, form_data, created_at)
       values ('contact-form', 'Ada Lovelace', $4, $8, now()) returning id),
     mail as (
       insert into email_outbox (message_id, kind, "to", subject, text, form_submission_id)
       select $9::text, 'staff-notification', 'sales@example.com', $10::text,
         $10::text || ' (form submission #' || submission.id::text || ')', submission.id from submission),
     audit as (
       insert into audit_log (actor_kind, action, entity_type, entity_id, details, ip_address)
       select 'visitor', 'lead.created', 'lead', entity.id::text,
         jsonb_build_object('formSubmissionId', submission.id), '127.0.0.0' from entity, submission)
     select entity.id from entity`,
    [...lead, message, JSON.stringify(lead), `<${randomUUID()}@bench.local>`, subject],
  );
}

/**
 * Empties what the loops wrote, so the server measured next starts on the same empty tables (its outbox
 * worker would otherwise deliver every queued notification of the loops during the run).
 */
const CLEAR_WRITTEN = 'truncate leads, form_submissions, email_outbox, audit_log restart identity';

/** How the rows are sent: the leads transaction (begin, four inserts, commit) or the app's one statement. */
export type DirectShape = 'transaction' | 'statement';

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
  shape: DirectShape = 'transaction',
): Promise<DirectInsertResult> {
  const pool = new pg.Pool({ connectionString: url, max: options.concurrency });
  try {
    return await measureLoops(async (n) => {
      const client = await pool.connect();
      const query: Query = async (text, params) => (await client.query(text, params)).rows;
      try {
        if (shape === 'statement') return await leadStatement(query, n);
        await client.query('begin');
        await leadTransaction(query, n);
        await client.query('commit');
      } catch (err) {
        if (shape === 'transaction') await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    }, options);
  } finally {
    await pool.query(CLEAR_WRITTEN);
    await pool.end();
  }
}

export async function directInsertsPglite(
  dataDir: string,
  options: { concurrency: number; seconds: number; warmupSeconds: number },
  shape: DirectShape = 'transaction',
): Promise<DirectInsertResult> {
  const client = new PGlite(dataDir, { extensions: pgliteExtensions });
  const rowsOf = async (text: string, params: unknown[]) =>
    (await client.query<Record<string, unknown>>(text, params)).rows;
  try {
    return await measureLoops(
      (n) =>
        shape === 'statement'
          ? leadStatement(rowsOf, n)
          : client.transaction(async (tx) => {
              await leadTransaction(
                async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows,
                n,
              );
            }),
      options,
    );
  } finally {
    await client.exec(CLEAR_WRITTEN);
    await client.close();
  }
}
