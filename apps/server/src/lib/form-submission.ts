import { site, type FormType } from '@app/contracts';
import { formSubmissions, type Database } from '@app/db';
import type { AppContext } from '../context.ts';
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
  const text = [
    `${oneLine(record.subject)} (form submission #${row.id})`,
    '',
    fieldLines(record.fields),
    '',
    `Submitted: ${row.createdAt.toISOString()}${record.ipAddress ? ` from ${record.ipAddress}` : ''}`,
    `Review: ${ctx.config.publicUrl}${record.adminPath}`,
    '',
  ].join('\n');
  await ctx.queueEmail(tx, {
    kind: 'staff-notification',
    to: ctx.config.STAFF_NOTIFY_EMAIL ?? site.salesEmail,
    subject: oneLine(record.subject),
    text,
    formSubmissionId: row.id,
  });
  return row.id;
}
