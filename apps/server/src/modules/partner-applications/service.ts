import { blankToNull, normalizeEmail, normalizeUrl, type PartnerApplication } from '@app/contracts';
import { partners } from '@app/db';
import type { AppContext } from '../../context.ts';
import { storeSubmission, type SubmissionSender, type SubmissionStatement } from '../form-guard/index.ts';

export type PartnerApplicationInput = Omit<PartnerApplication, '_hp' | '_t'>;

/**
 * A distribution-partner application (status pending, no portal login yet) as a submission: the partner
 * row, its `partner-application` submission, the staff notification and an audit entry.
 */
export function partnerApplicationSubmission(input: PartnerApplicationInput, sender: SubmissionSender) {
  const values = {
    fullName: input.fullName,
    contactNumber: input.contactNumber,
    email: normalizeEmail(input.email),
    companyName: input.companyName,
    companyWebsite: normalizeUrl(input.companyWebsite),
    industry: input.industry,
    employeeCount: input.employeeCount,
    offerAfterSaleService: input.offerAfterSaleService,
    targetCountryRegion: input.targetCountryRegion,
    salesTargetPlan: blankToNull(input.salesTargetPlan),
    referralSource: blankToNull(input.referralSource),
    additionalInfo: blankToNull(input.additionalInfo),
  };
  return {
    entity: { table: partners, values },
    record: {
      formType: 'partner-application',
      submitterName: values.fullName,
      submitterEmail: values.email,
      formData: values,
      subject: `New partner application: ${values.companyName} (${values.fullName})`,
      fields: [
        ['Full name', values.fullName],
        ['Contact number', values.contactNumber],
        ['Email', values.email],
        ['Company', values.companyName],
        ['Company website', values.companyWebsite],
        ['Industry', values.industry],
        ['Employees', values.employeeCount],
        ['Offers after-sale service', values.offerAfterSaleService],
        ['Target country/region', values.targetCountryRegion],
        ['Sales target plan', values.salesTargetPlan],
        ['Heard about us through', values.referralSource],
        ['Additional information', values.additionalInfo],
      ],
      adminPath: '/admin/dashboard',
      ipAddress: sender.ipAddress,
      signals: sender.signals,
      campaign: sender.campaign ?? null,
    },
    audit: { action: 'partner-application.created', entityType: 'partner' },
  } satisfies SubmissionStatement<typeof partners>;
}

/** Stores a delivered public post of the form (one transaction). */
export async function createPartnerApplication(
  ctx: AppContext,
  input: PartnerApplicationInput,
  sender: SubmissionSender,
): Promise<{ id: number }> {
  return { id: await storeSubmission(ctx, partnerApplicationSubmission(input, sender)) };
}
