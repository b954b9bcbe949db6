/**
 * The public App Store (`/app-store`, `/app-store/{slug}`) and the screenshots a developer uploads to a
 * submission in the console. The store's pages are HTML rendered by the server; these are the JSON shapes
 * of the same data (`GET /api/app-store`, `GET /api/app-store/{slug}`) and of the console's uploads.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { appCategories, sdkTypes } from '../options';
import { isoDateTime } from './common';

/** The image types a screenshot may be (checked from the file's bytes, not its name). */
export const screenshotTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ScreenshotType = (typeof screenshotTypes)[number];

export const screenshotSchema = z.object({
  id: z.number().int(),
  contentType: z.enum(screenshotTypes),
  byteSize: z.number().int(),
  url: z.string().describe('Where the image is served from.'),
});
export type Screenshot = z.input<typeof screenshotSchema>;

export const screenshotCreatedSchema = z.object({ screenshot: screenshotSchema });

/** The listing's filters (a GET form on the page: every field optional, blank means "any"). */
export const appStoreQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(limits.searchQuery)
    .optional()
    .catch(undefined)
    .describe('Words in the name, description or developer.'),
  category: z.enum(appCategories).optional().catch(undefined),
  sdk: z.enum(sdkTypes).optional().catch(undefined).describe('Apps for this SDK type (both matches both).'),
});
export type AppStoreQuery = z.infer<typeof appStoreQuerySchema>;

export const storeAppSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  developer: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  sdkType: z.string().nullable(),
  version: z.string(),
  publishedAt: isoDateTime,
  icon: screenshotSchema.nullable().describe('The first screenshot, if any.'),
});

export const storeAppSchema = storeAppSummarySchema.extend({
  releaseNotes: z.string().nullable(),
  screenshots: z.array(screenshotSchema),
});

export const appStoreListSchema = z.object({ apps: z.array(storeAppSummarySchema) });
export const appStoreAppSchema = z.object({ app: storeAppSchema });
export type StoreAppSummary = z.infer<typeof storeAppSummarySchema>;
export type StoreApp = z.infer<typeof storeAppSchema>;
