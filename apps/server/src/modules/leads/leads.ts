/** The enterprise and contact-page enquiry form: POST /api/leads and how a lead is stored. */
import type { FastifyInstance } from 'fastify';
import {
  blankToNull,
  formSuccessPaths,
  leadInterestLabels,
  leadSchema,
  normalizeEmail,
  type Lead,
} from '@app/contracts';
import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import { leads } from '@app/db';
import type { AppContext } from '../../context.ts';
import {
  type FormGuard,
  publicFormRoute,
  storeSubmission,
  type SubmissionSender,
  type SubmissionStatement,
} from '../form-guard/index.ts';

export type LeadInput = Omit<Lead, '_hp' | '_t'>;

/**
 * An enterprise or contact-page enquiry as a submission: the lead, its `contact-form` submission, the staff
 * notification and an audit entry.
 */
export function leadSubmission(input: LeadInput, sender: SubmissionSender) {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName,
    email: normalizeEmail(input.email),
    phone: blankToNull(input.phone),
    interest: input.interest,
    message: blankToNull(input.message),
  };
  const name = `${values.firstName} ${values.lastName}`;
  return {
    entity: { table: leads, values },
    record: {
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
      ipAddress: sender.ipAddress,
      signals: sender.signals,
      campaign: sender.campaign ?? null,
    },
    audit: { action: 'lead.created', entityType: 'lead' },
  } satisfies SubmissionStatement<typeof leads>;
}

/** Stores a delivered public post of the form (one transaction). */
async function createLead(
  ctx: AppContext,
  input: LeadInput,
  sender: SubmissionSender,
): Promise<{ id: number }> {
  return { id: await storeSubmission(ctx, leadSubmission(input, sender)) };
}

/** POST /api/leads (enterprise form on the home page, contact page form) → 201 { id }. */
export function leadRoutes(app: FastifyInstance, ctx: AppContext, guard: FormGuard) {
  publicFormRoute(app, ctx, guard, {
    url: '/api/leads',
    family: 'leads',
    formType: 'contact-form',
    schema: leadSchema,
    response: formCreatedResponseSchema,
    accept: (data, meta) => createLead(ctx, data, meta),
    decoy: (id) => ({ id }),
    browserForm: { name: 'lead', pages: ['/contact', '/'], successPath: () => formSuccessPaths.lead },
  });
}
