/**
 * Responses of the versioned developer API (`/api/v1`), authenticated with an API key. Each payload is
 * registered with an `id` (zod's `.meta`): the OpenAPI document names it under `components.schemas`, so
 * generated clients get one named type per payload (plugins/openapi.ts).
 */
import { z } from 'zod';
import { appListingSchema } from '../forms/app-listing';
import { appSubmissionSchema, newAppSchema } from '../forms/console';
import {
  apiKeyKinds,
  apiKeyPermissions,
  appCategories,
  keyModes,
  appStatuses,
  appSubmissionKinds,
  appSubmissionStatuses,
  appVisibilities,
  sdkTypes,
} from '../options';
import { isoDateTime } from './common';
import { screenshotTypes } from './app-store';

export const developerIdentitySchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  })
  .meta({ description: 'A developer account.' });

export const apiKeyInfoSchema = z
  .object({
    id: z.number().int(),
    keyName: z.string(),
    keyPrefix: z.string().describe('The first characters of the key, to recognise it; never the key.'),
    permissions: z
      .array(z.enum(apiKeyPermissions))
      .describe("Granted permissions: 'read', 'write', 'admin' (implies both)."),
    appId: z.number().int().nullable().describe('The one app the key may use, or null for all the apps.'),
    kind: z
      .enum(apiKeyKinds)
      .describe("'secret' for tools and CI; 'publishable' keys are embedded in an app."),
    mode: z
      .enum(keyModes)
      .describe("'test': the key sees only test-mode apps, whose submissions are decided at once."),
    expiresAt: isoDateTime.nullable().describe('The moment the key stops working (null: never).'),
  })
  .meta({ description: 'An API key (never its secret).' });

/** A screenshot uploaded to a submission (its file is shown on the App Store once the submission is live). */
export const submissionImageSchema = z
  .object({
    id: z.number().int(),
    contentType: z.enum(screenshotTypes).describe('The image type, read from the file itself.'),
    byteSize: z.number().int(),
  })
  .meta({ description: 'A screenshot uploaded to a submission.' });

/** What a listing change proposes: the fields it changes, each with its new value. */
export const listingChangeSchema = z
  .object({
    name: z.string().optional(),
    description: z.string().nullable().optional(),
    category: z.enum(appCategories).nullable().optional(),
    sdkType: z.enum(sdkTypes).nullable().optional(),
  })
  .meta({
    description:
      "The listing fields a listing change sets when approved (fields it leaves as they are are absent). New screenshots are the submission's `images`.",
  });

export const appSubmissionViewSchema = z
  .object({
    id: z.number().int(),
    appId: z.number().int(),
    kind: z
      .enum(appSubmissionKinds)
      .describe(
        "'version': a new version of the app. 'listing': a change to the store listing of a published app (made in the console), live once approved.",
      ),
    version: z
      .string()
      .describe('The version filed (for a listing change: the version live when it was made).'),
    releaseNotes: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    changes: listingChangeSchema
      .nullable()
      .describe("A listing change's new field values (null for a version)."),
    images: z
      .array(submissionImageSchema)
      .describe('The screenshots uploaded to the submission, in upload order.'),
    status: z
      .enum(appSubmissionStatuses)
      .describe("Where the submission is in the review ('cancelled': its developer took it back)."),
    reviewNotes: z.string().nullable(),
    listing: appListingSchema
      .nullable()
      .describe(
        'What the developer declared for the listing (null: a listing change, or submitted before listings existed).',
      ),
    mainlandChina: z.boolean().describe('The version is distributed in mainland China.'),
    appFilingNumber: z
      .string()
      .nullable()
      .describe('Its app filing number (APP备案号) when distributed in mainland China, else null.'),
    reviewedAt: isoDateTime.nullable(),
    publishedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({
    description: 'A version of an app, or a change to its listing, filed for review.',
  });

export const appViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    sdkType: z.enum(sdkTypes).nullable(),
    category: z.enum(appCategories).nullable(),
    version: z.string(),
    status: z.enum(appStatuses),
    visibility: z.enum(appVisibilities),
    mode: z
      .enum(keyModes)
      .describe("'test': made in test mode; never reviewed by staff nor published, decided at once."),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ description: "A developer's app." });

export const appWithSubmissionsSchema = appViewSchema
  .extend({ submissions: z.array(appSubmissionViewSchema).describe('Newest first.') })
  .meta({ description: "A developer's app with its submissions." });

export const apiMeResponseSchema = z
  .object({ developer: developerIdentitySchema, key: apiKeyInfoSchema })
  .meta({ description: 'The developer the API key belongs to, and the key.' });
export const apiAppsResponseSchema = z
  .object({ apps: z.array(appWithSubmissionsSchema) })
  .meta({ description: "The developer's apps, newest first." });
export const apiSubmissionsResponseSchema = z
  .object({ submissions: z.array(appSubmissionViewSchema) })
  .meta({ description: "An app's submissions, newest first." });
export const apiSubmissionResponseSchema = z
  .object({ submission: appSubmissionViewSchema })
  .meta({ description: 'The submission.' });
/** The answer to `POST /api/v1/apps/{id}/submissions/{submissionId}/screenshots`. */
export const apiScreenshotResponseSchema = z
  .object({ screenshot: submissionImageSchema })
  .meta({ description: 'The screenshot uploaded.' });

/** The body of `POST /api/v1/apps/{id}/submissions` (the console's submission form, as JSON). */
export const apiNewSubmissionSchema = appSubmissionSchema.meta({
  description: 'A version of the app to file for review.',
  examples: [
    {
      version: '1.1.0',
      releaseNotes: 'Faster pairing with the glasses.',
      downloadUrl: 'https://downloads.example.com/my-app-1.1.0.apk',
      compatibleModels: ['ar-joy2', 'max2'],
      minOsVersion: '2.2',
      permissions: ['camera', 'network'],
      downloadSizeBytes: 18_400_000,
      languages: ['en', 'zh-Hans'],
      ageRating: '4+',
      dataCollected: ['usage-data'],
      privacyPolicyUrl: 'https://example.com/my-app/privacy',
      supportContact: 'support@example.com',
      website: 'https://example.com',
    },
  ],
});

/** The body of `POST /api/v1/apps`: a new app, in the mode of the key that creates it. */
export const apiNewAppSchema = z
  .object({
    name: newAppSchema.shape.name,
    description: newAppSchema.shape.description,
    sdkType: newAppSchema.shape.sdkType,
    category: newAppSchema.shape.category,
  })
  .meta({
    description: "A new app. It is made in the key's mode: a test key makes a test-mode app.",
    examples: [{ name: 'Trail Guide', sdkType: 'cxr-m', category: 'navigation' }],
  });
export const apiAppResponseSchema = z
  .object({ app: appViewSchema })
  .meta({ description: 'The app created.' });

/** What a publishable key may read: the app it identifies, and its listing if the App Store shows it. */
export const clientAppSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    mode: z.enum(keyModes),
    published: z.boolean().describe('Whether the App Store shows the app.'),
    version: z.string().nullable().describe('The version the App Store shows (null: not published).'),
    storeUrl: z.string().nullable().describe("The app's App Store page (null: not published)."),
  })
  .meta({ description: 'The app a publishable key identifies, as the public sees it.' });
export const clientAppResponseSchema = z
  .object({ app: clientAppSchema })
  .meta({ description: 'The app the publishable key belongs to.' });

/** JSON shapes, as a client receives them. */
export type ApiSubmission = z.input<typeof appSubmissionViewSchema>;
export type ApiApp = z.input<typeof appWithSubmissionsSchema>;
