/**
 * A public submission's way into the database: the entity's own row (a lead, a partner or developer
 * application), its `form_submissions` row, the staff notification and the sender's acknowledgement in
 * the outbox, and the audit entry.
 */
import { site, type AccountLanguage, type DeliverySignal, type FormType } from '@app/contracts';
import { formSubmissions, type Campaign, type Database } from '@app/db';
import type { InferInsertModel, Table } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { OutgoingEmail } from '../email/index.ts';
import { acknowledgementMail, isAcknowledged, mayAcknowledge } from './acknowledgement.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fieldLines, oneLine, type MailField } from '../../lib/mail-text.ts';

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
  /** The campaign the visitor arrived from (marketing consent only), stored on the record and shown to staff. */
  campaign?: Campaign | null;
  /** The edition the form was sent from, for the sender's acknowledgement (default English). */
  language?: AccountLanguage;
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

/** The `form_submissions` row of a record. */
function submissionFields(record: FormSubmissionRecord, createdAt: Date) {
  const { formType, submitterName, submitterEmail } = record;
  const formData = record.campaign ? { ...record.formData, campaign: record.campaign } : record.formData;
  return { formType, submitterName, submitterEmail, formData, signals: [...record.signals], createdAt };
}

export interface StoreOptions {
  /**
   * Whether the sender of an enquiry or application is acknowledged (default yes, e.g. a post staff
   * release); a public post asks `mayAcknowledge` first.
   */
  acknowledge?: boolean;
}

/** Who sent a public submission, as the form guard judged it. */
export interface SubmissionSender {
  /** The truncated client address. */
  ipAddress: string | null;
  signals: readonly DeliverySignal[];
  /** From the campaign cookie (analytics module), when the visitor allowed marketing cookies. */
  campaign?: Campaign | null;
}

export interface SubmissionStatement<T extends Table> {
  /** The submission's own row: its table, and its values by field (a field left undefined is not written). */
  entity: { table: T; values: Partial<InferInsertModel<T>> };
  record: FormSubmissionRecord;
  /** The audit entry's action and entity type (actor: the visitor). */
  audit: { action: string; entityType: string };
}

/**
 * Stores a public submission in one transaction: its own row, its `form_submissions` row, the staff
 * notification in the outbox and the visitor's audit entry; the outbox is woken once it has committed.
 * A crash before the commit leaves nothing; after it, the outbox delivers the mail exactly once.
 * Returns the row's id.
 */
export async function storeSubmission<T extends Table>(
  ctx: AppContext,
  statement: SubmissionStatement<T>,
): Promise<number> {
  const { formType, submitterEmail } = statement.record;
  const acknowledge = await mayAcknowledge(ctx, formType, submitterEmail);
  const id = await ctx.db.transaction((tx) => storeSubmissionIn(tx, ctx, statement, {}, { acknowledge }));
  ctx.mailQueued();
  return id;
}

/**
 * The same inside the caller's transaction (`details` added to the audit entry), for a submission that is one
 * step of a larger change (a held post released by staff); call `ctx.mailQueued()` after the commit.
 */
export async function storeSubmissionIn<T extends Table>(
  tx: Database,
  ctx: AppContext,
  { entity, record, audit }: SubmissionStatement<T>,
  details: Record<string, unknown> = {},
  options: StoreOptions = {},
): Promise<number> {
  const createdAt = new Date();
  // Every submission table has a `campaign` column (leads, partners, developer applications).
  const values = record.campaign ? { ...entity.values, campaign: record.campaign } : entity.values;
  // The entity's table is generic here; its values were typed against it by the caller.
  const [row] = (await tx
    .insert(entity.table as unknown as typeof formSubmissions)
    .values(values as unknown as typeof formSubmissions.$inferInsert)
    .returning()) as Array<{ id: number }>;
  if (!row) throw new Error('submission insert returned no row');
  const formSubmissionId = await storeFormSubmissionIn(tx, ctx, record, createdAt, options);
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
  { acknowledge = true }: StoreOptions = {},
): Promise<number> {
  const [submission] = await tx
    .insert(formSubmissions)
    .values(submissionFields(record, createdAt))
    .returning({ id: formSubmissions.id });
  if (!submission) throw new Error('form submission insert returned no row');
  const mail = notificationMail(ctx, record, { ref: String(submission.id), createdAt });
  await ctx.queueEmail(tx, { ...mail, formSubmissionId: submission.id });
  // The sender's acknowledgement: what they sent, its reference and what happens next.
  if (acknowledge && isAcknowledged(record.formType) && record.submitterEmail) {
    const { submitterName, submitterEmail, fields, language } = record;
    await ctx.queueEmail(
      tx,
      acknowledgementMail(record.formType, {
        id: submission.id,
        submitterName,
        submitterEmail,
        fields,
        language,
      }),
    );
  }
  return submission.id;
}
