/**
 * The database's own limit for what POST /api/leads stores: the same transaction as the leads service
 * (begin; the lead row, its form_submissions row, the staff notification in email_outbox, the audit entry;
 * commit), sent through the driver with no HTTP, validation or ORM in between. `send` is one transaction,
 * for the open-loop generator to call at a fixed rate, as it calls the route.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '@app/db';

type Query = (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

async function leadTransaction(query: Query, n: number): Promise<void> {
  const email = `ada.lovelace+direct-${n}@example.com`;
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
 * Empties what the transactions wrote, so the server measured next starts on the same empty tables (its
 * outbox worker would otherwise deliver every queued notification of the baseline during its run).
 */
const CLEAR_WRITTEN = 'truncate leads, form_submissions, email_outbox, audit_log restart identity';

export interface DirectLeads {
  /** One committed transaction; a failure rejects. */
  send(n: number): Promise<true>;
  close(): Promise<void>;
}

/** Through node-postgres, with a pool the size of the app's (DATABASE_POOL_SIZE, 20 by default). */
export function directLeadsPostgres(url: string, poolSize = 20): DirectLeads {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    async send(n) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await leadTransaction(async (text, params) => (await client.query(text, params)).rows, n);
        await client.query('commit');
        return true;
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.query(CLEAR_WRITTEN);
      await pool.end();
    },
  };
}

/** Through PGlite in this process (the server must not be running: PGlite admits one process). */
export function directLeadsPglite(dataDir: string): DirectLeads {
  const client = new PGlite(dataDir, { extensions: pgliteExtensions });
  return {
    async send(n) {
      await client.transaction((tx) =>
        leadTransaction(
          async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows,
          n,
        ),
      );
      return true;
    },
    async close() {
      await client.exec(CLEAR_WRITTEN);
      await client.close();
    },
  };
}

/**
 * Form submissions stored in the database, to check that every post the server accepted was stored (a
 * post the form guard judges a bot's answers the same 201 and stores nothing). PGlite: once the server
 * has stopped.
 */
export async function storedSubmissions(where: { url: string } | { dataDir: string }): Promise<number> {
  const text = 'select count(*)::int as n from form_submissions';
  if ('url' in where) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(text)).rows[0]!.n;
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(where.dataDir, { extensions: pgliteExtensions });
  try {
    return (await client.query<{ n: number }>(text)).rows[0]!.n;
  } finally {
    await client.close();
  }
}
