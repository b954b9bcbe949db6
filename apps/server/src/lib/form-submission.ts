import { randomUUID } from 'node:crypto';
import { site, type FormType } from '@app/contracts';
import { auditLog, emailOutbox, formSubmissions } from '@app/db';
import { getTableColumns, sql, type Column, type InferInsertModel, type SQL, type Table } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { OutgoingEmail } from '../modules/email/outbox.ts';
import type { RateLimitCharge } from './rate-limit.ts';
import { limitInStatement, type HitColumns } from './statement-limit.ts';
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
 * The staff notification of a submission whose id only the database will know: the mail, and its text
 * before and after the id, for the statement that stores the submission to splice the id in.
 */
export function notificationAroundId(
  ctx: AppContext,
  record: FormSubmissionRecord,
  createdAt: Date,
): { mail: OutgoingEmail; before: string; after: string } {
  const marker = randomUUID();
  const mail = notificationMail(ctx, record, { ref: marker, createdAt });
  const [before = '', after = ''] = mail.text.split(marker);
  return { mail, before, after };
}

/** The `form_submissions` row of a record, written where `allowed` holds (see `insertRow`). */
export function submissionRow(record: FormSubmissionRecord, createdAt: Date, allowed: SQL | undefined): SQL {
  return insertRow(
    formSubmissions,
    {
      formType: record.formType,
      submitterName: record.submitterName,
      submitterEmail: record.submitterEmail,
      formData: record.formData,
      createdAt,
    },
    allowed,
  );
}

/** Who sent a public submission: the truncated client address, and the rate-limit hit to count with it. */
export interface SubmissionMeta {
  ipAddress: string | null;
  charge: RateLimitCharge;
}

export interface SubmissionStatement {
  /** The submission's own row: an `insert ... returning id` written only where `allowed` holds (see `insertRow`). */
  entity: (allowed: SQL | undefined) => SQL;
  record: FormSubmissionRecord;
  /** The audit entry's action and entity type (actor: the visitor). */
  audit: { action: string; entityType: string };
}

/**
 * `insert into table (columns) values (params) returning id` for one row; keys are the table's fields.
 * With `allowed`, the row is written only where that condition holds: `insert … select params where …`,
 * each parameter cast to its column's type (a SELECT list, unlike VALUES, does not take it from the column).
 */
export function insertRow<T extends Table>(
  table: T,
  values: Partial<InferInsertModel<T>>,
  allowed?: SQL,
): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    return sql.identifier(column.name);
  });
  const into = sql`insert into ${table} (${sql.join(names, sql`, `)})`;
  if (!allowed) {
    const params = entries.map(([key, value]) => sql.param(value, columns[key]));
    return sql`${into} values (${sql.join(params, sql`, `)}) returning id`;
  }
  const typed = entries.map(([key, value]) => {
    const column = columns[key]!;
    return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`${into} select ${sql.join(typed, sql`, `)} where ${allowed} returning id`;
}

/**
 * Stores a public submission in one statement: its own row, its `form_submissions` row, the staff
 * notification in the outbox and the audit entry, as data-modifying CTEs, and the visitor's rate-limit hit
 * with them (see statement-limit.ts). One statement is atomic without a transaction and costs one round trip
 * instead of seven (the hit, begin, four inserts, commit): the busiest public writes go through here.
 * Returns the row's id (and wakes the outbox), or throws the 429 having written nothing else.
 */
export async function storeSubmission(
  ctx: AppContext,
  statement: SubmissionStatement,
  charge: RateLimitCharge,
): Promise<number> {
  const { record } = statement;
  const limit = await limitInStatement(ctx.rateLimits, charge);
  const createdAt = new Date();
  const { mail, before, after } = notificationAroundId(ctx, record, createdAt);
  const [row] = await ctx.dbHandle.prepared<HitColumns & { id: number | null }>(sql`
    with ${limit.ctes}
    entity as (${statement.entity(limit.allowed)}),
    submission as (${submissionRow(record, createdAt, limit.allowed)}),
    mail as (
      insert into ${emailOutbox} (message_id, kind, "to", subject, text, form_submission_id)
      select ${ctx.newMessageId()}::text, ${mail.kind}::text, ${mail.to}::text, ${mail.subject}::text,
        ${before}::text || submission.id::text || ${after}::text, submission.id
      from submission
    ),
    audit as (
      insert into ${auditLog} (actor_kind, action, entity_type, entity_id, details, ip_address)
      select 'visitor', ${statement.audit.action}::text, ${statement.audit.entityType}::text, entity.id::text,
        jsonb_build_object('formSubmissionId', submission.id), ${record.ipAddress}::text
      from entity, submission
    )
    ${limit.select(sql`entity.id`, sql`entity`)}`);
  limit.check(row);
  if (!row || row.id === null) throw new Error('submission statement returned no row');
  ctx.mailQueued();
  return Number(row.id);
}
