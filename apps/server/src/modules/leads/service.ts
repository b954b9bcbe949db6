import { blankToNull, leadInterestLabels, normalizeEmail, type Lead } from '@app/contracts';
import { leads } from '@app/db';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../lib/audit.ts';
import { recordFormSubmission } from '../../lib/form-submission.ts';

export type LeadInput = Omit<Lead, '_hp' | '_t'>;

/**
 * Stores an enterprise or contact-page enquiry: the lead, its `contact-form` submission, the staff
 * notification and an audit entry, in one transaction.
 */
export async function createLead(
  ctx: AppContext,
  input: LeadInput,
  meta: { ipAddress: string | null },
): Promise<{ id: number }> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName,
    email: normalizeEmail(input.email),
    phone: blankToNull(input.phone),
    interest: input.interest,
    message: blankToNull(input.message),
  };
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
    if (!row) throw new Error('leads insert returned no row');
    const name = `${values.firstName} ${values.lastName}`;
    const formSubmissionId = await recordFormSubmission(ctx, tx, {
      formType: 'contact-form',
      submitterName: name,
      submitterEmail: values.email,
      formData: values,
      subject: `New contact form submission: ${name} (${values.companyName})`,
      fields: [
        ['First name', values.firstName],
        ['Last name', values.lastName],
        ['Company', values.companyName],
        ['Email', values.email],
        ['Phone', values.phone],
        ['Interest', `${leadInterestLabels[values.interest]} (${values.interest})`],
        ['Message', values.message],
      ],
      adminPath: '/admin/form-submissions',
      ipAddress: meta.ipAddress,
    });
    await recordAudit(tx, {
      actorKind: 'visitor',
      action: 'lead.created',
      entityType: 'lead',
      entityId: row.id,
      details: { formSubmissionId },
      ipAddress: meta.ipAddress,
    });
    return row.id;
  });
  ctx.mailQueued();
  return { id };
}
