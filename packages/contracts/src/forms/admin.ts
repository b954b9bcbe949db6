/** Staff admin payloads and list queries (doc 2 §2.1, §5, §7). */
import { z } from 'zod';
import { limits } from '../limits';
import { maxLengthMessage, validationMessages as m } from '../messages';
import { developerApplicationStatuses, partnerStatuses } from '../options';
import { email, optionalText, requiredText } from './fields';

/** Password fields are not trimmed: spaces may be part of a password. */
const password = (message: string) =>
  z.string({ error: message }).min(1, message).max(limits.password, maxLengthMessage(limits.password));

/**
 * The signed-in staff member's own password, asked again before a status change or a destructive action
 * (bulk delete, privacy erasure, another member's account or second factor); checked by the server
 * (wrong value: `toasts.incorrectPassword`).
 */
export const adminPasswordField = () => password(m.adminPasswordRequired);

export const adminLoginSchema = z.object({
  username: requiredText(1, m.usernameRequired, limits.name),
  password: password(m.passwordRequired),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/**
 * PUT /api/admin/partners/{id}/status. The admin password is re-checked by the server
 * (wrong value: `toasts.incorrectPassword`).
 */
export const statusChangeSchema = z.object({
  status: z.enum(partnerStatuses, { error: m.statusRequired }),
  adminPassword: adminPasswordField(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** POST /api/admin/partners/{id}/resend-invitation. */
export const resendInvitationSchema = z.object({
  email: email(m.emailInvalid),
});
export type ResendInvitation = z.infer<typeof resendInvitationSchema>;

/** PUT /api/admin/developer-applications/{id}/status. */
export const developerStatusSchema = z.object({
  status: z.enum(developerApplicationStatuses, { error: m.statusRequired }),
  adminNotes: optionalText(limits.text),
});
export type DeveloperStatus = z.infer<typeof developerStatusSchema>;

/** PUT /api/admin/subscribers/{id}/status. */
export const subscriberStatusSchema = z.object({
  active: z.boolean({ error: m.mustBeBoolean }),
});
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

/** PUT /api/admin/partners/{id}/archive. */
export const archiveSchema = z.object({
  archived: z.boolean({ error: m.mustBeBoolean }),
});
export type Archive = z.infer<typeof archiveSchema>;

/**
 * Query string of the admin list endpoints. Values arrive as strings, so numbers are coerced.
 * `status` and `sort` are free strings here; each endpoint checks them against its own lists.
 * Unknown keys (such as the spec's cache-buster `t`) are dropped.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().max(limits.searchQuery, maxLengthMessage(limits.searchQuery)).optional(),
  status: z.string().trim().max(50, maxLengthMessage(50)).optional(),
  sort: z.string().trim().max(50, maxLengthMessage(50)).optional(),
  limit: z.coerce.number().int().min(1).max(limits.listLimitMax).default(limits.listLimitDefault),
  offset: z.coerce.number().int().min(0).default(0),
  archived: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Lists the combined dashboard acts on in bulk. */
export const bulkEntities = [
  'partners',
  'form-submissions',
  'subscribers',
  'developer-applications',
] as const;
export type BulkEntity = (typeof bulkEntities)[number];
export const BULK_MAX_ITEMS = 200;

/**
 * POST /api/admin/bulk: delete the selected items, or (partners only) set their status. Both need the
 * admin password, like the single status-change dialog.
 */
export const bulkActionSchema = z
  .object({
    entity: z.enum(bulkEntities, { error: m.invalidOption }),
    ids: z
      .array(z.number({ error: m.selectAtLeastOne }).int().positive(), { error: m.selectAtLeastOne })
      .min(1, m.selectAtLeastOne)
      .max(BULK_MAX_ITEMS, m.tooManyItems(BULK_MAX_ITEMS)),
    action: z.enum(['delete', 'status'], { error: m.batchActionRequired }),
    status: z.enum(partnerStatuses, { error: m.statusRequired }).optional(),
    adminPassword: adminPasswordField(),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'status') return;
    if (v.entity !== 'partners') ctx.addIssue({ code: 'custom', path: ['action'], message: m.invalidOption });
    if (!v.status) ctx.addIssue({ code: 'custom', path: ['status'], message: m.statusRequired });
  });
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** The CSV exports: the list's filters, and the time zone the dates are written in. */
export const exportQuerySchema = listQuerySchema.extend({ tz: z.string().optional() });

/** PUT /api/admin/app-submissions/{id}/status: a staff decision on a submission. */
export const submissionReviewSchema = z.object({
  status: z.enum(['approved', 'rejected', 'published', 'withdrawn'], { error: m.statusRequired }),
  reviewNotes: z.string().trim().max(limits.text, maxLengthMessage(limits.text)).optional(),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;
