/** Answers of the developer console (`/api/console`): the JSON the server sends and the web reads (`z.input`). */
import { z } from 'zod';
import { accountLanguages } from '../account-language';
import { apiKeyKinds, keyModes } from '../options';
import { isoDateTime } from './common';
import { screenshotSchema } from './app-store';
import { appSubmissionViewSchema, appViewSchema } from './developer-api';

/** A submission as the console shows it: with the screenshots uploaded to it. */
export const consoleSubmissionSchema = appSubmissionViewSchema.extend({ images: z.array(screenshotSchema) });
export const consoleAppSchema = appViewSchema.extend({
  submissions: z.array(consoleSubmissionSchema).describe('Newest first.'),
});
export const consoleAppListSchema = z.object({ apps: z.array(consoleAppSchema) });
export const consoleAppCreatedSchema = z.object({ app: consoleAppSchema });
/**
 * PATCH /api/console/apps/:id: the app as it is now. For an app on the App Store, changes to its listing
 * are not applied but filed for review: `listingChange` is that pending listing change.
 */
export const consoleAppUpdatedSchema = z.object({
  app: appViewSchema,
  listingChange: consoleSubmissionSchema.nullable(),
});
export const consoleSubmissionListSchema = z.object({ submissions: z.array(appSubmissionViewSchema) });
export const consoleSubmissionCreatedSchema = z.object({ submission: consoleSubmissionSchema });
/** DELETE /api/console/apps/:id/submissions/:submissionId: the submission, now cancelled. */
export const consoleSubmissionCancelledSchema = z.object({ submission: consoleSubmissionSchema });

/** The fields of a listing, as one listing version changed them. */
export const listingFields = ['name', 'description', 'category', 'sdkType', 'screenshots'] as const;
export type ListingField = (typeof listingFields)[number];

/**
 * One entry of an app's listing history (`app_listing_versions`): who changed what and when, and the
 * decision. `source`: `created` (the app was created), `edited` (changed while not on the store: applied
 * at once), `listing_change` (changed while on the store: filed for review, `decision` is its review),
 * `version` (a published version brought its screenshots). `changes` maps each field to its value before
 * and after (`screenshots`: how many).
 */
export const listingVersionSchema = z.object({
  id: z.number().int(),
  source: z.enum(['created', 'edited', 'listing_change', 'version']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  submissionId: z.number().int().nullable(),
  decision: z.enum(['applied', 'pending', 'approved', 'rejected', 'cancelled', 'published', 'withdrawn']),
  decidedAt: isoDateTime.nullable(),
  reviewNotes: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: isoDateTime,
});
/** GET /api/console/apps/:id/listing-history and GET /api/admin/apps/:id/listing-history: newest first. */
export const listingHistorySchema = z.object({ versions: z.array(listingVersionSchema) });
export type ListingVersionJson = z.input<typeof listingVersionSchema>;
export type ListingVersion = z.output<typeof listingVersionSchema>;

/** An API key as the console shows it (never its secret). */
export const consoleKeySchema = z.object({
  id: z.number().int(),
  keyName: z.string(),
  keyPrefix: z.string(),
  appId: z.number().int().nullable(),
  appName: z.string().nullable(),
  permissions: z.array(z.string()),
  kind: z.enum(apiKeyKinds),
  mode: z.enum(keyModes),
  isActive: z.boolean(),
  expiresAt: isoDateTime.nullable(),
  /** After a roll with an overlap: until when the former secret still works (null: it does not). */
  previousExpiresAt: isoDateTime.nullable(),
  lastUsedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Past its expiry: spares the browser a clock comparison. */
  expired: z.boolean(),
});
export const consoleKeyListSchema = z.object({ keys: z.array(consoleKeySchema) });
export const consoleKeyChangedSchema = z.object({ key: consoleKeySchema });
/** POST /api/console/keys → 201, POST /api/console/keys/:id/roll → 200: the key and its secret, in this one answer only. */
export const consoleKeyCreatedSchema = z.object({ key: consoleKeySchema, secret: z.string() });

export const consoleProfileSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  githubHandle: z.string().nullable(),
  website: z.string().nullable(),
  /** The App Store's name for the developer (null: company, else full name). */
  publicName: z.string().nullable(),
  /** The developer page: /app-store/developers/{publicSlug}. */
  publicSlug: z.string(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  /** The language of the mails the developer receives. */
  language: z.enum(accountLanguages),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  username: z.string().nullable(),
  lastLoginAt: isoDateTime.nullable(),
  accountType: z.string(),
  verified: z.boolean(),
});
/** GET and PUT /api/console/profile; a requested address change adds where the confirmation went. */
export const consoleProfileResponseSchema = z.object({
  profile: consoleProfileSchema,
  pendingEmail: z.string().optional(),
  message: z.string().optional(),
});

export const consoleActivitySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTime,
});
export const consoleOverviewSchema = z.object({
  counts: z.object({
    apps: z.number().int(),
    apiKeys: z.number().int(),
    downloads: z.number().int(),
    activityThisWeek: z.number().int(),
  }),
  recentActivity: z.array(consoleActivitySchema),
});

/** POST /api/console/downloads/:sdk: the download was counted; fetch the file from `url`. */
export const sdkDownloadSchema = z.object({
  download: z.object({ sdk: z.string(), version: z.string(), fileName: z.string(), url: z.string() }),
});

/** JSON shapes, as the console receives them. */
export type ConsoleKeyJson = z.input<typeof consoleKeySchema>;
export type ConsoleProfileJson = z.input<typeof consoleProfileSchema>;
export type ConsoleActivityJson = z.input<typeof consoleActivitySchema>;
export type ConsoleOverviewJson = z.input<typeof consoleOverviewSchema>;

/** `?mode=test|live` of the console's reads: which data the console shows (the Test / Live switch). */
export const consoleModeQuerySchema = z.object({
  mode: z.enum(keyModes).default('live').describe("Which data to show: 'live' (the default) or 'test'."),
});
export type ConsoleMode = z.infer<typeof consoleModeQuerySchema>['mode'];
