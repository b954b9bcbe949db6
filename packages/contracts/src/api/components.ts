/**
 * The developer API's named payloads: the OpenAPI document's `components.schemas`, by name. The server's
 * OpenAPI plugin gives each its name (an `id` in zod's registry) when it registers, never the contracts
 * at import: zod's global registry is one per process (`globalThis`), and a second copy of these
 * modules in the same process (the web's server-rendering bundle holds one) would otherwise register a
 * second schema under each name and break the document (decision 0065).
 */
import { apiErrorSchema } from './common.ts';
import {
  apiAppResponseSchema,
  apiAppsResponseSchema,
  apiKeyInfoSchema,
  apiMeResponseSchema,
  apiNewAppSchema,
  apiNewSubmissionSchema,
  apiScreenshotResponseSchema,
  apiSubmissionResponseSchema,
  apiSubmissionsResponseSchema,
  appSubmissionViewSchema,
  appViewSchema,
  appWithSubmissionsSchema,
  clientAppResponseSchema,
  clientAppSchema,
  developerIdentitySchema,
  listingChangeSchema,
  submissionImageSchema,
} from './developer-api.ts';
import { sdkReleaseSchema } from './sdk-releases.ts';
import { webhookEventSchema } from './webhooks.ts';
import { appListingSchema } from '../forms/app-listing.ts';

export const apiComponents = {
  Error: apiErrorSchema,
  Developer: developerIdentitySchema,
  ApiKey: apiKeyInfoSchema,
  SubmissionScreenshot: submissionImageSchema,
  Listing: appListingSchema,
  ListingChange: listingChangeSchema,
  Submission: appSubmissionViewSchema,
  NewSubmission: apiNewSubmissionSchema,
  NewApp: apiNewAppSchema,
  App: appViewSchema,
  AppWithSubmissions: appWithSubmissionsSchema,
  CallerResponse: apiMeResponseSchema,
  AppListResponse: apiAppsResponseSchema,
  SubmissionListResponse: apiSubmissionsResponseSchema,
  SubmissionResponse: apiSubmissionResponseSchema,
  ScreenshotResponse: apiScreenshotResponseSchema,
  AppResponse: apiAppResponseSchema,
  ClientApp: clientAppSchema,
  ClientAppResponse: clientAppResponseSchema,
  SdkRelease: sdkReleaseSchema,
  WebhookEvent: webhookEventSchema,
} as const;
