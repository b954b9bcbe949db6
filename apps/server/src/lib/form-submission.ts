import { randomUUID } from 'node:crypto';
import { site, type DeliverySignal, type FormType } from '@app/contracts';
import { auditLog, emailOutbox, formSubmissions, type Database } from '@app/db';
import {
  getTableColumns,
  getTableName,
  sql,
  type Column,
  type InferInsertModel,
  type SQL,
  type Table,
} from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { OutgoingEmail } from '../modules/email/outbox.ts';
import { recordAudit } from './audit.ts';
import type { RateLimitCharge } from './rate-limit.ts';
import { compiledOnce, placeholders } from './statement-cache.ts';
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
  /** The form guard's weak signals (sent very fast, no token...), shown to staff beside the submission. */
  signals: readonly DeliverySignal[];
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

/** The `form_submissions` row of a record: placeholders `s_…` (see `submissionValues`), written where `allowed` holds. */
export function submissionRow(allowed: SQL | undefined): SQL {
  return insertRow(formSubmissions, submissionKeys, 's_', allowed);
}

const submissionKeys = [
  'formType',
  'submitterName',
  'submitterEmail',
  'formData',
  'signals',
  'createdAt',
] as const;

/** The `form_submissions` row of a record. */
function submissionFields(record: FormSubmissionRecord, createdAt: Date) {
  const { formType, submitterName, submitterEmail, formData } = record;
  return { formType, submitterName, submitterEmail, formData, signals: [...record.signals], createdAt };
}

export function submissionValues(record: FormSubmissionRecord, createdAt: Date): Record<string, unknown> {
  return prefixed(submissionFields(record, createdAt), 's_');
}

/** Who sent a public submission, as the form guard judged it. */
export interface SubmissionSender {
  /** The truncated client address. */
  ipAddress: string | null;
  signals: readonly DeliverySignal[];
}

/** A sender, and the rate-limit hit to count with the submission. */
export interface SubmissionMeta extends SubmissionSender {
  charge: RateLimitCharge;
}

export interface SubmissionStatement<T extends Table> {
  /** The submission's own row: its table, and its values by field (a field left undefined is not written). */
  entity: { table: T; values: Partial<InferInsertModel<T>> };
  record: FormSubmissionRecord;
  /** The audit entry's action and entity type (actor: the visitor). */
  audit: { action: string; entityType: string };
}

/** `values` with each key prefixed, leaving out undefined ones: the run's values for `insertRow`'s placeholders. */
export function prefixed(values: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[prefix + key] = value;
  return out;
}

/**
 * `insert into table (columns) values (…) returning id` for one row of `keys` (the table's fields), each
 * value the placeholder `${prefix}${key}`, bound to its column (so jsonb and timestamps are encoded as the
 * query builder would). With `allowed`, the row is written only where that condition holds:
 * `insert … select … where …`, each placeholder cast to its column's type (a SELECT list, unlike VALUES,
 * does not take it from the column).
 */
export function insertRow<T extends Table>(
  table: T,
  keys: readonly string[],
  prefix: string,
  allowed?: SQL,
): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const entries = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    return { column, value: sql.param(sql.placeholder(prefix + key), column) };
  });
  const names = entries.map(({ column }) => sql.identifier(column.name));
  const into = sql`insert into ${table} (${sql.join(names, sql`, `)})`;
  if (!allowed)
    return sql`${into} values (${sql.join(
      entries.map((e) => e.value),
      sql`, `,
    )}) returning id`;
  const typed = entries.map(({ column, value }) => sql`${value}::${sql.raw(column.getSQLType())}`);
  return sql`${into} select ${sql.join(typed, sql`, `)} where ${allowed} returning id`;
}

type SubmissionSlot =
  'messageId' | 'mailKind' | 'mailTo' | 'subject' | 'before' | 'after' | 'action' | 'entityType' | 'ip';
const v = placeholders<SubmissionSlot>();

/**
 * Stores a public submission in one statement: its own row, its `form_submissions` row, the staff
 * notification in the outbox and the audit entry, as data-modifying CTEs, and the visitor's rate-limit hit
 * with them (see statement-limit.ts). One statement is atomic without a transaction and costs one round trip
 * instead of seven (the hit, begin, four inserts, commit): the busiest public writes go through here. It is
 * built once per table, set of fields and rate-limit mode (statement-cache.ts); a post only binds values.
 * Returns the row's id (and wakes the outbox), or throws the 429 having written nothing else.
 */
export async function storeSubmission<T extends Table>(
  ctx: AppContext,
  statement: SubmissionStatement<T>,
  charge: RateLimitCharge,
): Promise<number> {
  const { record, entity } = statement;
  const limit = await limitInStatement(ctx.rateLimits, charge);
  const createdAt = new Date();
  const { mail, before, after } = notificationAroundId(ctx, record, createdAt);
  const entityValues = prefixed(entity.values, 'e_');
  const keys = Object.keys(entity.values).filter((key) => `e_${key}` in entityValues);
  const compiled = compiledOnce(
    `submission|${limit.mode}|${getTableName(entity.table)}|${keys}`,
    () => sql`
    with ${limit.ctes}
    entity as (${insertRow(entity.table, keys, 'e_', limit.allowed)}),
    submission as (${submissionRow(limit.allowed)}),
    mail as (
      insert into ${emailOutbox} (message_id, kind, "to", subject, text, form_submission_id)
      select ${v.messageId}::text, ${v.mailKind}::text, ${v.mailTo}::text, ${v.subject}::text,
        ${v.before}::text || submission.id::text || ${v.after}::text, submission.id
      from submission
    ),
    audit as (
      insert into ${auditLog} (actor_kind, action, entity_type, entity_id, details, ip_address)
      select 'visitor', ${v.action}::text, ${v.entityType}::text, entity.id::text,
        jsonb_build_object('formSubmissionId', submission.id), ${v.ip}::text
      from entity, submission
    )
    ${limit.select(sql`entity.id`, sql`entity`)}`,
  );
  const [row] = await ctx.dbHandle.run<HitColumns & { id: number | null }>(compiled, {
    ...limit.values,
    ...entityValues,
    ...submissionValues(record, createdAt),
    messageId: ctx.newMessageId(),
    mailKind: mail.kind,
    mailTo: mail.to,
    subject: mail.subject,
    before,
    after,
    action: statement.audit.action,
    entityType: statement.audit.entityType,
    ip: record.ipAddress,
  } satisfies Record<SubmissionSlot, unknown> & Record<string, unknown>);
  limit.check(row);
  if (!row || row.id === null) throw new Error('submission statement returned no row');
  ctx.mailQueued();
  return Number(row.id);
}

/**
 * Stores a submission with plain inserts inside the caller's transaction: its own row, its `form_submissions`
 * row, the staff notification in the outbox and the visitor's audit entry (`details` added to it). Used where
 * the submission is one step of a larger change (a held post released by staff); call `ctx.mailQueued()`
 * after the transaction commits. Returns the row's id.
 */
export async function storeSubmissionIn<T extends Table>(
  tx: Database,
  ctx: AppContext,
  { entity, record, audit }: SubmissionStatement<T>,
  details: Record<string, unknown> = {},
): Promise<number> {
  const createdAt = new Date();
  // The entity's table is generic here; its values were typed against it by the caller.
  const [row] = (await tx
    .insert(entity.table as unknown as typeof formSubmissions)
    .values(entity.values as unknown as typeof formSubmissions.$inferInsert)
    .returning()) as Array<{ id: number }>;
  if (!row) throw new Error('submission insert returned no row');
  const formSubmissionId = await storeFormSubmissionIn(tx, ctx, record, createdAt);
  await recordAudit(tx, {
    actorKind: 'visitor',
    action: audit.action,
    entityType: audit.entityType,
    entityId: row.id,
    details: { formSubmissionId, ...details },
    ipAddress: record.ipAddress,
  });
  return row.id;
}

/** A record's `form_submissions` row and its staff notification, inside the caller's transaction. */
export async function storeFormSubmissionIn(
  tx: Database,
  ctx: AppContext,
  record: FormSubmissionRecord,
  createdAt = new Date(),
): Promise<number> {
  const [submission] = await tx
    .insert(formSubmissions)
    .values(submissionFields(record, createdAt))
    .returning({ id: formSubmissions.id });
  if (!submission) throw new Error('form submission insert returned no row');
  const mail = notificationMail(ctx, record, { ref: String(submission.id), createdAt });
  await ctx.queueEmail(tx, { ...mail, formSubmissionId: submission.id });
  return submission.id;
}
