/**
 * After the load: what the database holds for each marked submission, and which staff notifications the
 * SMTP peer received (by Message-ID, so a repeated delivery is recognisable).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@app/db';
import { forms, type Submission } from './load.ts';

export interface Tally {
  database: string;
  requests: number;
  answered: number;
  /** Answered submissions found in the database. */
  stored: number;
  /** Extra rows beyond one, over every marker (entity and form_submissions rows). */
  duplicates: number;
  /** Answered submissions missing from the database. */
  lost: number;
  /** Requests without an answer (in flight at a kill) that were stored all the same. */
  unansweredStored: number;
  unanswered: number;
  notificationsExpected: number;
  notificationsDelivered: number;
  duplicateDeliveries: number;
  outboxUnsent: number;
  /** Set when the run itself broke (e.g. the server would not start again on its data). */
  error?: string;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows per marker e-mail in `table` (`column`), for the markers of this run. */
async function countsByEmail(db: Database, table: string, column: string, like: string) {
  const found = await rows<{ email: string; n: number }>(
    db,
    sql`select ${sql.identifier(column)} as email, count(*)::int as n from ${sql.identifier(table)}
        where ${sql.identifier(column)} like ${like} group by 1`,
  );
  return new Map(found.map((r) => [r.email, Number(r.n)]));
}

export async function tally(
  database: string,
  db: Database,
  run: string,
  submissions: Submission[],
  receivedMessageIds: string[],
): Promise<Tally> {
  const like = `dur-${run}-%`;
  const entityCounts = new Map<string, number>();
  for (const form of Object.values(forms)) {
    for (const [email, n] of await countsByEmail(db, form.table, 'email', like)) entityCounts.set(email, n);
  }
  const submissionCounts = await countsByEmail(db, 'form_submissions', 'submitter_email', like);
  // The mail each stored record must send: staff hear of a form at once; a newsletter sign-up is first mailed
  // its confirmation link (double opt-in, decision 0038), and only the click makes it a form submission.
  const notifications = await rows<{ message_id: string }>(
    db,
    sql`select o.message_id from email_outbox o join form_submissions f on f.id = o.form_submission_id
        where o.kind = 'staff-notification' and f.submitter_email like ${like}
        union all
        select o.message_id from email_outbox o where o.kind = 'newsletter-confirm' and o."to" like ${like}`,
  );
  const [unsent] = await rows<{ n: number; error: string | null }>(
    db,
    sql`select count(*)::int as n, max(last_error) as error from email_outbox where status <> 'sent'`,
  );
  if (unsent?.error) console.warn(`${database}: an undelivered mail's last error: ${unsent.error}`);

  const deliveries = new Map<string, number>();
  for (const id of receivedMessageIds) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  const stored = (s: Submission) => (entityCounts.get(s.email) ?? 0) > 0;
  const answered = submissions.filter((s) => s.outcome === 'answered');
  const unanswered = submissions.filter((s) => s.outcome === 'unanswered');
  const extra = (counts: Map<string, number>) =>
    [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);

  return {
    database,
    requests: submissions.filter((s) => s.outcome !== 'pending').length,
    answered: answered.length,
    stored: answered.filter(stored).length,
    duplicates: extra(entityCounts) + extra(submissionCounts),
    lost: answered.filter((s) => !stored(s) || (s.kind !== 'subscriber' && !submissionCounts.has(s.email)))
      .length,
    unansweredStored: unanswered.filter(stored).length,
    unanswered: unanswered.length,
    // Every stored record, answered or not, must have its mail delivered (above: whose mail that is).
    notificationsExpected: [...entityCounts.keys()].length,
    notificationsDelivered: notifications.filter((n) => deliveries.has(n.message_id)).length,
    duplicateDeliveries: notifications.reduce(
      (sum, n) => sum + Math.max(0, (deliveries.get(n.message_id) ?? 0) - 1),
      0,
    ),
    outboxUnsent: Number(unsent?.n ?? 0),
  };
}

/** Whether the run upheld the promise: nothing answered was lost, nothing stored twice, every notification out. */
export const passed = (t: Tally) =>
  !t.error && t.lost === 0 && t.duplicates === 0 && t.notificationsDelivered === t.notificationsExpected;

/** The tally of a run that broke before it could count. */
export const brokenRun = (database: string, error: unknown): Tally => ({
  database,
  requests: 0,
  answered: 0,
  stored: 0,
  duplicates: 0,
  lost: 0,
  unansweredStored: 0,
  unanswered: 0,
  notificationsExpected: 0,
  notificationsDelivered: 0,
  duplicateDeliveries: 0,
  outboxUnsent: 0,
  error: error instanceof Error ? error.message : String(error),
});
