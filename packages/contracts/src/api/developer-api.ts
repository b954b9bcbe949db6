/** Responses of the versioned developer API (`/api/v1`), authenticated with an API key. */
import { z } from 'zod';
import { isoDateTime } from './common';

export const developerIdentitySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
});

export const apiKeyInfoSchema = z.object({
  id: z.number().int(),
  keyName: z.string(),
  keyPrefix: z.string().describe('The first characters of the key, to recognise it; never the key.'),
  permissions: z.array(z.string()).describe("Granted permissions: 'read', 'write', 'admin' (implies both)."),
  appId: z.number().int().nullable().describe('The one app the key may use, or null for all the apps.'),
  expiresAt: isoDateTime.nullable(),
});

export const appSubmissionViewSchema = z.object({
  id: z.number().int(),
  appId: z.number().int(),
  version: z.string(),
  releaseNotes: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  screenshots: z.array(z.string()),
  status: z.string().describe("'pending', 'approved', 'rejected', 'published' or 'withdrawn'."),
  reviewNotes: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  publishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

export const appViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  sdkType: z.string().nullable(),
  category: z.string().nullable(),
  version: z.string(),
  status: z.string(),
  visibility: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const appWithSubmissionsSchema = appViewSchema.extend({
  submissions: z.array(appSubmissionViewSchema).describe('Newest first.'),
});

export const apiMeResponseSchema = z.object({ developer: developerIdentitySchema, key: apiKeyInfoSchema });
export const apiAppsResponseSchema = z.object({ apps: z.array(appWithSubmissionsSchema) });
export const apiSubmissionsResponseSchema = z.object({ submissions: z.array(appSubmissionViewSchema) });
export const apiSubmissionResponseSchema = z.object({ submission: appSubmissionViewSchema });

/** JSON shapes, as a client receives them. */
export type ApiSubmission = z.input<typeof appSubmissionViewSchema>;
export type ApiApp = z.input<typeof appWithSubmissionsSchema>;
