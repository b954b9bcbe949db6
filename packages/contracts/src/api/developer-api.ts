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
  appSubmissionStatuses,
  appVisibilities,
  sdkTypes,
} from '../options';
import { isoDateTime } from './common';

export const developerIdentitySchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  })
  .meta({ id: 'Developer', description: 'A developer account.' });

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
  .meta({ id: 'ApiKey', description: 'An API key (never its secret).' });

export const appSubmissionViewSchema = z
  .object({
    id: z.number().int(),
    appId: z.number().int(),
    version: z.string(),
    releaseNotes: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    screenshots: z.array(z.string()),
    status: z.enum(appSubmissionStatuses).describe('Where the submission is in the review.'),
    reviewNotes: z.string().nullable(),
    listing: appListingSchema
      .nullable()
      .describe('What the developer declared for the listing (null: submitted before listings existed).'),
    reviewedAt: isoDateTime.nullable(),
    publishedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Submission', description: 'A version of an app filed for review.' });

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
  .meta({ id: 'App', description: "A developer's app." });

export const appWithSubmissionsSchema = appViewSchema
  .extend({ submissions: z.array(appSubmissionViewSchema).describe('Newest first.') })
  .meta({ id: 'AppWithSubmissions', description: "A developer's app with its submissions." });

export const apiMeResponseSchema = z
  .object({ developer: developerIdentitySchema, key: apiKeyInfoSchema })
  .meta({ id: 'CallerResponse', description: 'The developer the API key belongs to, and the key.' });
export const apiAppsResponseSchema = z
  .object({ apps: z.array(appWithSubmissionsSchema) })
  .meta({ id: 'AppListResponse', description: "The developer's apps, newest first." });
export const apiSubmissionsResponseSchema = z
  .object({ submissions: z.array(appSubmissionViewSchema) })
  .meta({ id: 'SubmissionListResponse', description: "An app's submissions, newest first." });
export const apiSubmissionResponseSchema = z
  .object({ submission: appSubmissionViewSchema })
  .meta({ id: 'SubmissionResponse', description: 'The submission filed.' });

/** The body of `POST /api/v1/apps/{id}/submissions` (the console's submission form, as JSON). */
export const apiNewSubmissionSchema = appSubmissionSchema.meta({
  id: 'NewSubmission',
  description: 'A version of the app to file for review.',
  examples: [
    {
      version: '1.1.0',
      releaseNotes: 'Faster pairing with the glasses.',
      downloadUrl: 'https://downloads.example.com/my-app-1.1.0.apk',
      screenshots: ['https://cdn.example.com/my-app/home.png'],
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
    id: 'NewApp',
    description: "A new app. It is made in the key's mode: a test key makes a test-mode app.",
    examples: [{ name: 'Trail Guide', sdkType: 'cxr-m', category: 'navigation' }],
  });
export const apiAppResponseSchema = z
  .object({ app: appViewSchema })
  .meta({ id: 'AppResponse', description: 'The app created.' });

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
  .meta({ id: 'ClientApp', description: 'The app a publishable key identifies, as the public sees it.' });
export const clientAppResponseSchema = z
  .object({ app: clientAppSchema })
  .meta({ id: 'ClientAppResponse', description: 'The app the publishable key belongs to.' });

/** JSON shapes, as a client receives them. */
export type ApiSubmission = z.input<typeof appSubmissionViewSchema>;
export type ApiApp = z.input<typeof appWithSubmissionsSchema>;
