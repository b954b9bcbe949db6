import { randomUUID } from 'node:crypto';
import { site, type FormType } from '@app/contracts';
import { auditLog, emailOutbox, formSubmissions, type Database } from '@app/db';
import { getTableColumns, sql, type Column, type InferInsertModel, type SQL, type Table } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { OutgoingEmail } from '../modules/email/outbox.ts';
import { resultRows } from './affected-rows.ts';
import { fieldLines, oneLine, type MailField } from './mail-text.ts';

export interface FormSubmissionRecord {
  formType: FormType;
  submitterName: string | null;
  submitterEmail: string | null;
  /** The stored fields, as the admin's Form Submissions screen reads them. */
  formData: Record<string, unknown>;
  /** Subject of the staff notification. */
  subject: string;
  /** Fields listed in the staff notification, in order. */
  fields: readonly MailField[];
  /** Where staff review it, relative to the public URL (e.g. /admin/form-submissions). */
  adminPath: string;
  /** Truncated client address, for the notification's footer. */
  ipAddress: string | null;
}

/** The staff notification reporting a submission (`ref`: its id as the text shows it). */
function notificationMail(
  ctx: AppContext,
  record: FormSubmissionRecord,
  submission: { ref: string; createdAt: Date },
): OutgoingEmail {
  const text = [
    `${oneLine(record.subject)} (form submission #${submission.ref})`,
    '',
    fieldLines(record.fields),
    '',
    `Submitted: ${submission.createdAt.toISOString()}${record.ipAddress ? ` from ${record.ipAddress}` : ''}`,
    `Review: ${ctx.config.publicUrl}${record.adminPath}`,
    '',
  ].join('\n');
  return {
    kind: 'staff-notification',
    to: ctx.config.STAFF_NOTIFY_EMAIL ?? site.salesEmail,
    subject: oneLine(record.subject),
    text,
  };
}

/**
 * Writes the `form_submissions` row of a public submission and queues the staff notification that reports
 * it. Call inside the transaction that stores the submission; the worker sets `notificationSent` once the
 * mail is delivered.
 */
export async function recordFormSubmission(
  ctx: AppContext,
  tx: Database,
  record: FormSubmissionRecord,
): Promise<number> {
  const [row] = await tx
    .insert(formSubmissions)
    .values({
      formType: record.formType,
      submitterName: record.submitterName,
      submitterEmail: record.submitterEmail,
      formData: record.formData,
    })
    .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
  if (!row) throw new Error('form_submissions insert returned no row');
  const mail = notificationMail(ctx, record, { ref: String(row.id), createdAt: row.createdAt });
  await ctx.queueEmail(tx, { ...mail, formSubmissionId: row.id });
  return row.id;
}

export interface SubmissionStatement {
  /** The submission's own row: an `insert ... returning id` (see `insertRow`). */
  entity: SQL;
  record: FormSubmissionRecord;
  /** The audit entry's action and entity type (actor: the visitor). */
  audit: { action: string; entityType: string };
}

/** `insert into table (columns) values (params) returning id` for one row; keys are the table's fields. */
export function insertRow<T extends Table>(table: T, values: Partial<InferInsertModel<T>>): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    return sql.identifier(column.name);
  });
  const params = entries.map(([key, value]) => sql.param(value, columns[key]));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) values (${sql.join(params, sql`, `)}) returning id`;
}

/**
 * Stores a public submission in one statement: its own row, its `form_submissions` row, the staff
 * notification in the outbox and the audit entry, as data-modifying CTEs. One statement is atomic without a
 * transaction and costs one round trip instead of six (begin, four inserts, commit): the busiest public
 * writes go through here. Returns the row's id; call `ctx.mailQueued()` after it.
 */
export async function storeSubmission(ctx: AppContext, statement: SubmissionStatement): Promise<number> {
  const { record } = statement;
  const createdAt = new Date();
  // The text needs the submission's id, which only the database knows: it is spliced in there.
  const marker = randomUUID();
  const mail = notificationMail(ctx, record, { ref: marker, createdAt });
  const [before, after] = mail.text.split(marker);
  const submission = insertRow(formSubmissions, {
    formType: record.formType,
    submitterName: record.submitterName,
    submitterEmail: record.submitterEmail,
    formData: record.formData,
    createdAt,
  });
  const result = await ctx.db.execute(sql`
    with entity as (${statement.entity}),
    submission as (${submission}),
    mail as (
      insert into ${emailOutbox} (message_id, kind, "to", subject, text, form_submission_id)
      select ${ctx.newMessageId()}::text, ${mail.kind}::text, ${mail.to}::text, ${mail.subject}::text,
        ${before ?? ''}::text || submission.id::text || ${after ?? ''}::text, submission.id
      from submission
    ),
    audit as (
      insert into ${auditLog} (actor_kind, action, entity_type, entity_id, details, ip_address)
      select 'visitor', ${statement.audit.action}::text, ${statement.audit.entityType}::text, entity.id::text,
        jsonb_build_object('formSubmissionId', submission.id), ${record.ipAddress}::text
      from entity, submission
    )
    select entity.id from entity`);
  const [row] = resultRows<{ id: number }>(result);
  if (!row) throw new Error('submission statement returned no row');
  return Number(row.id);
}
