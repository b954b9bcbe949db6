/**
 * The public App Store (`/app-store`, `/app-store/{slug}`) and the screenshots a developer uploads to a
 * submission in the console. The store's pages are HTML rendered by the server; these are the JSON shapes
 * of the same data (`GET /api/app-store`, `GET /api/app-store/{slug}`) and of the console's uploads.
 */
import { z } from 'zod';
import { appListingSchema } from '../forms/app-listing';
import { appReportReasons, appReportStatuses } from '../forms/app-report';
import { limits } from '../limits';
import { appCategories, sdkTypes } from '../options';
import { brand } from '../site';
import { isoDateTime } from './common';

/**
 * The companion app's deep link to an app (`lumen://apps/{slug}`): a phone with the companion app opens the
 * app's page there and can install it on the paired glasses.
 */
export const appDeepLink = (slug: string): string => `${brand.slug}://apps/${slug}`;

/** Apps on one page of the listing. */
export const STORE_PAGE_SIZE = 24;
/** The listing's sort orders: relevance needs a search (without one, newest is used). */
export const storeSorts = ['relevance', 'newest', 'name'] as const;
export type StoreSort = (typeof storeSorts)[number];
export const storeSortLabels: Readonly<Record<StoreSort, string>> = {
  relevance: 'Best match',
  newest: 'Newest',
  name: 'Name',
};

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
  sort: z
    .enum(storeSorts)
    .optional()
    .catch(undefined)
    .describe('relevance (the default with a search), newest (the default without), name.'),
});
export type AppStoreQuery = z.infer<typeof appStoreQuerySchema>;

/** The filters and the page of results (24 apps a page). */
export const appStoreListQuerySchema = appStoreQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1).describe('1 for the first 24 apps.'),
});
export type AppStoreListQuery = z.infer<typeof appStoreListQuerySchema>;

/**
 * The store's editions: `en` lists every published app; `zh`, the Chinese edition, only apps whose current
 * version is filed for mainland China (an app filing number), as the law there requires (decision 0064).
 */
export const storeEditions = ['en', 'zh'] as const;
export type StoreEdition = (typeof storeEditions)[number];

/** GET /api/app-store: the listing's query, and the edition. */
export const appStoreApiQuerySchema = appStoreListQuerySchema.extend({
  edition: z
    .enum(storeEditions)
    .optional()
    .catch(undefined)
    .describe('zh: only apps filed for mainland China (the Chinese edition); en (the default): every app.'),
});

export const storeAppSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  developer: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  sdkType: z.string().nullable(),
  developerSlug: z.string().describe('The developer page: /app-store/developers/{developerSlug}.'),
  version: z.string(),
  publishedAt: isoDateTime.describe('When the app was first published.'),
  updatedAt: isoDateTime.describe('When its current version was published ("Updated").'),
  icon: screenshotSchema.nullable().describe('The first screenshot, if any.'),
  appFilingNumber: z
    .string()
    .nullable()
    .describe(
      'The app filing number (APP备案号) of the current version when it is distributed in mainland China, else null.',
    ),
});

/** One published version of an app, for its version history. */
export const storeVersionSchema = z.object({
  version: z.string(),
  publishedAt: isoDateTime,
  releaseNotes: z.string().nullable(),
});
export type StoreVersion = z.infer<typeof storeVersionSchema>;

export const storeAppSchema = storeAppSummarySchema.extend({
  releaseNotes: z.string().nullable(),
  screenshots: z.array(screenshotSchema),
  listing: appListingSchema.describe("What the developer declared for the current version's listing."),
  versions: z.array(storeVersionSchema).describe('Every published version, newest first.'),
  deepLink: z.string().describe("The companion app's link to the app (Install)."),
});

export const appStoreListSchema = z.object({
  apps: z.array(storeAppSummarySchema),
  /** Apps matching the query, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  sort: z.enum(storeSorts).describe('The order applied (relevance only with a search).'),
});
export const appStoreAppSchema = z.object({ app: storeAppSchema });
export type StoreAppSummary = z.infer<typeof storeAppSummarySchema>;
export type StoreApp = z.infer<typeof storeAppSchema>;
export type StoreAppList = z.infer<typeof appStoreListSchema>;

/** A developer page (`/app-store/developers/{slug}`): the name and website they chose, and their apps. */
export const storeDeveloperSchema = z.object({
  name: z.string(),
  slug: z.string(),
  website: z.string().nullable(),
});
export const appStoreDeveloperSchema = z.object({
  developer: storeDeveloperSchema,
  apps: z.array(storeAppSummarySchema).describe('Published apps, most recently updated first.'),
});
export type StoreDeveloper = z.infer<typeof storeDeveloperSchema>;
export type StoreDeveloperPage = z.infer<typeof appStoreDeveloperSchema>;

/** A report as staff see it in the admin, with the reported app. */
export const staffAppReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(appReportReasons),
  details: z.string(),
  email: z.string().nullable(),
  status: z.enum(appReportStatuses),
  createdAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
  resolvedByName: z.string().nullable(),
  app: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    status: z.string(),
    version: z.string(),
  }),
});
export const staffAppReportListSchema = z.object({
  reports: z.array(staffAppReportSchema),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()).describe('Reports per status, and `total`.'),
});
/** PUT /api/admin/app-reports/:id: withdraw the reported app from the store, or dismiss the report. */
export const appReportActionSchema = z.object({
  action: z.enum(['withdraw', 'dismiss']),
  notes: z.string().trim().max(limits.text).optional(),
});
export const appReportActedSchema = z.object({ ok: z.literal(true), report: staffAppReportSchema });
export type StaffAppReportJson = z.input<typeof staffAppReportSchema>;
export type StaffAppReportListJson = z.input<typeof staffAppReportListSchema>;
export type AppReportAction = z.infer<typeof appReportActionSchema>;
