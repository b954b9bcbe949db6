/** Answers of the staff API (`/api/admin`): the JSON the server sends and the web reads (`z.input`). */
import { z } from 'zod';
import { isoDateTime, okSchema } from './common';
import { screenshotSchema } from './app-store';
import { appSubmissionViewSchema } from './developer-api';

export { okSchema };

/** A partner application as staff see it (never the password hash). */
/** The campaign (UTM source, medium, name) a record came from: only with the visitor's marketing consent. */
export const campaignSchema = z
  .object({ source: z.string(), medium: z.string().nullable(), campaign: z.string().nullable() })
  .nullable();

export const partnerSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  companyName: z.string(),
  companyWebsite: z.string().nullable(),
  industry: z.string(),
  employeeCount: z.string(),
  offerAfterSaleService: z.string(),
  targetCountryRegion: z.string(),
  salesTargetPlan: z.string().nullable(),
  referralSource: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  status: z.string(),
  createdAt: isoDateTime,
  archived: z.boolean(),
  loginEnabled: z.boolean(),
  username: z.string().nullable(),
  lastLoginAt: isoDateTime.nullable(),
  campaign: campaignSchema,
  /** Set on a status-change answer: an invitation e-mail was queued. */
  invitationSent: z.boolean().optional(),
});

export const partnerListSchema = z
  .array(partnerSchema)
  .readonly()
  .describe('One page; the total is in X-Total-Count.');
/** Partners per status (`all`, `pending`, `approved`, `rejected`, and any other status found). */
export const partnerCountsSchema = z.record(z.string(), z.number().int());
export const partnerChangedSchema = z.object({ ok: z.literal(true), partner: partnerSchema });
export const invitationResentSchema = z.object({ ok: z.literal(true), email: z.string() });

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  source: z.string(),
  createdAt: isoDateTime,
  active: z.boolean(),
  /** Null: the sign-up's confirmation link has not been followed yet (status "unconfirmed"). */
  confirmedAt: isoDateTime.nullable(),
});

export const subscriberListSchema = z
  .array(subscriberSchema)
  .readonly()
  .describe('One page; the total is in X-Total-Count.');
export const subscriberChangedSchema = z.object({ ok: z.literal(true), subscriber: subscriberSchema });

/** JSON shapes, as the staff pages receive them. */
export type PartnerJson = z.input<typeof partnerSchema>;
export type SubscriberJson = z.input<typeof subscriberSchema>;

/** A delivered website form post, as staff see it. */
export const formSubmissionSchema = z.object({
  id: z.number().int(),
  formType: z.string(),
  submitterName: z.string().nullable(),
  submitterEmail: z.string().nullable(),
  formData: z.record(z.string(), z.unknown()),
  /** The form guard's weak signals (`token-too-fresh`...). */
  signals: z.array(z.string()),
  createdAt: isoDateTime,
  notificationSent: z.boolean(),
});
export const formSubmissionListSchema = z
  .array(formSubmissionSchema)
  .readonly()
  .describe('One page; the total is in X-Total-Count.');

/** A public post the form guard held back (a filled honeypot, a forged token), as staff review it. */
export const heldPostSchema = z.object({
  id: z.number().int(),
  formType: z.string(),
  reason: z.string(),
  payload: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: isoDateTime,
});
export const heldPostListSchema = z
  .array(heldPostSchema)
  .readonly()
  .describe('One page; the total is in X-Total-Count.');
export const heldCountSchema = z.object({ count: z.number().int() });

export type FormSubmissionJson = z.input<typeof formSubmissionSchema>;
export type HeldPostJson = z.input<typeof heldPostSchema>;

/** A developer-program application as staff see it (never the password hash). */
export const developerApplicationSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyAffiliation: z.string().nullable(),
  jobTitle: z.string().nullable(),
  portfolioWebsite: z.string().nullable(),
  githubProfile: z.string().nullable(),
  experienceLevel: z.string(),
  programmingLanguages: z.array(z.string()),
  developmentAreas: z.array(z.string()),
  yearsExperience: z.string(),
  interestedPlatforms: z.array(z.string()),
  primaryUseCase: z.string(),
  projectDescription: z.string(),
  reasonForInterest: z.string(),
  developmentTimeline: z.string().nullable(),
  targetAudience: z.string().nullable(),
  needsTechnicalSupport: z.boolean(),
  needsHardwareAccess: z.boolean(),
  hasARExperience: z.boolean(),
  additionalInfo: z.string().nullable(),
  referralSource: z.string().nullable(),
  status: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  adminNotes: z.string().nullable(),
  loginEnabled: z.boolean(),
  lastLoginAt: isoDateTime.nullable(),
  campaign: campaignSchema,
  /**
   * The sign-in address of the console account made from this application, as it is now (a developer may
   * have changed it since applying, through a confirmed link); null before approval made an account.
   */
  accountEmail: z.string().nullable(),
});
export const developerApplicationListSchema = z
  .array(developerApplicationSchema)
  .readonly()
  .describe('One page; the total is in X-Total-Count.');
export const developerApplicationChangedSchema = z.object({
  ok: z.literal(true),
  application: developerApplicationSchema,
});
/** Applications per status, and `total`. */
export const developerApplicationCountsSchema = z.record(z.string(), z.number().int());

export type DeveloperApplicationJson = z.input<typeof developerApplicationSchema>;

/** POST /api/admin/bulk: how many items were changed, and the ids that no longer existed. */
export const bulkResultSchema = z.object({
  ok: z.literal(true),
  affected: z.number().int(),
  missing: z.array(z.number().int()),
});

/** One audit-log entry: who did what to which record. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorKind: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  createdAt: isoDateTime,
});
export const auditEntryListSchema = z
  .array(auditEntrySchema)
  .readonly()
  .describe('One page; the total is in X-Total-Count.');
export type AuditEntryJson = z.input<typeof auditEntrySchema>;

/** An app submission as staff review it: the submission, its app, its developer and its reviewer. */
export const staffSubmissionSchema = appSubmissionViewSchema.extend({
  appName: z.string(),
  appSlug: z.string(),
  appStatus: z.string(),
  appVersion: z.string(),
  developerId: z.number().int().nullable(),
  developerName: z.string().nullable(),
  developerEmail: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  /** The screenshots uploaded to the submission. */
  images: z.array(screenshotSchema),
});
export const staffSubmissionListSchema = z.object({
  submissions: z.array(staffSubmissionSchema),
  total: z.number().int(),
  /** Submissions per status, and `total`. */
  counts: z.record(z.string(), z.number().int()),
});
export const submissionReviewedSchema = z.object({
  ok: z.literal(true),
  submission: appSubmissionViewSchema,
});
export type StaffSubmissionJson = z.input<typeof staffSubmissionSchema>;
