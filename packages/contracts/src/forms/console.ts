/**
 * Developer console: apps, API keys, profile, app submissions (doc 2 §2.5, §3).
 * The spec's console is a mock that enforces nothing; these are the rules of the real one.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages as m } from '../messages';
import {
  apiKeyKinds,
  apiKeyPermissions,
  appCategories,
  keyModes,
  keyRollOverlaps,
  sdkTypes,
  type ApiKeyPermission,
} from '../options';
import { untrimmedPattern, versionPattern } from '../patterns';
import { accountLanguageField } from '../account-language';
import { appFilingFields, checkAppFiling } from './app-filing';
import { appListingFields, checkListing } from './app-listing';
import {
  httpsUrl,
  optionalEmail,
  optionalGithub,
  optionalText,
  optionalWebsite,
  requiredText,
} from './fields';

/** An address part (app or developer): lower-case ASCII words joined by '-'. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;
export const slugMessages = {
  invalid: `Use lower-case letters, digits and single hyphens, at most ${MAX_SLUG_LENGTH} characters`,
  taken: 'This address is taken. Please choose another.',
  locked: 'The address cannot change once the app has been published.',
} as const;
const slugField = () =>
  z
    .string({ error: slugMessages.invalid })
    .trim()
    .max(MAX_SLUG_LENGTH, slugMessages.invalid)
    .regex(slugPattern, slugMessages.invalid);

const appFields = {
  name: requiredText(1, m.appNameRequired, limits.name),
  description: optionalText(limits.appDescription),
  sdkType: z.enum(sdkTypes, { error: m.sdkTypeRequired }),
  category: z.enum(appCategories, { error: m.categoryRequired }),
};
/** A new app; `mode: 'test'` makes a test-mode app (decision 0060), which staff never see. */
export const newAppSchema = z.object({
  ...appFields,
  mode: z.enum(keyModes, { error: m.invalidOption }).optional(),
});
export type NewApp = z.infer<typeof newAppSchema>;

/** Any subset of the new-app fields, and the app's address (`slug`) until its first publication. */
export const updateAppSchema = z.object(appFields).partial().extend({ slug: slugField().optional() });
export type UpdateApp = z.infer<typeof updateAppSchema>;

/**
 * POST /api/console/apps/{id}/listing-changes: a listing change of an app on the App Store, with any of its
 * listing fields (none: new screenshots only, uploaded to the change afterwards).
 */
export const listingChangeRequestSchema = newAppSchema.partial();

/**
 * A key's expiry: a moment, an ISO date-time with its offset (the console sends the developer's local
 * time with the browser's offset); '' means no expiry. A bare date is refused: it would not say which
 * time zone's end of day is meant.
 */
const expiryMoment = z.union(
  [z.iso.datetime({ offset: true, error: m.expiryMomentInvalid }), z.literal('')],
  {
    error: m.expiryMomentInvalid,
  },
);
const keyPermissionsField = z
  .array(z.enum(apiKeyPermissions, { error: m.invalidOption }), { error: m.permissionsRequired })
  .min(1, m.permissionsRequired)
  .max(apiKeyPermissions.length, m.tooManyItems(apiKeyPermissions.length));

/**
 * A new key: a secret key (`live` or `test` mode, permissions, optionally one app) or a publishable key
 * (one app, required; no permissions; its mode is its app's).
 */
export const newApiKeyFieldsSchema = z.object({
  keyName: requiredText(1, m.keyNameRequired, limits.name),
  kind: z.enum(apiKeyKinds, { error: m.invalidOption }).default('secret'),
  mode: z.enum(keyModes, { error: m.invalidOption }).default('live'),
  appId: z
    .number({ error: m.appIdInvalid })
    .int(m.appIdInvalid)
    .positive(m.appIdInvalid)
    .nullable()
    .optional(),
  permissions: keyPermissionsField.default((): ApiKeyPermission[] => ['read']),
  expiresAt: expiryMoment.optional(),
});
export const newApiKeySchema = newApiKeyFieldsSchema.superRefine((key, issues) => {
  if (key.kind === 'publishable' && !key.appId) {
    issues.addIssue({ code: 'custom', path: ['appId'], message: m.publishableKeyNeedsApp });
  }
});
export type NewApiKey = z.infer<typeof newApiKeySchema>;
export type NewApiKeyInput = z.input<typeof newApiKeySchema>;

/** PATCH /api/console/keys/:id: rename, change permissions (secret keys), move or clear the expiry. */
export const updateApiKeySchema = z.object({
  keyName: requiredText(1, m.keyNameRequired, limits.name).optional(),
  permissions: keyPermissionsField.optional(),
  expiresAt: expiryMoment.optional(),
});
export type UpdateApiKey = z.infer<typeof updateApiKeySchema>;

/** POST /api/console/keys/:id/roll: a new secret; the former one works for `overlap` more. */
export const rollApiKeySchema = z.object({
  overlap: z.enum(keyRollOverlaps, { error: m.invalidOption }),
});
export type RollApiKey = z.infer<typeof rollApiKeySchema>;

/** Profile form: nothing is required (as in the spec), but every field is bounded. */
export const profileSchema = z.object({
  fullName: optionalText(limits.name),
  email: optionalEmail(m.emailInvalid),
  company: optionalText(limits.company),
  githubHandle: optionalGithub(),
  bio: optionalText(limits.bio),
  website: optionalWebsite(),
  /** The name the App Store shows on the developer page and the app cards ('' = company, else full name). */
  publicName: optionalText(limits.name),
  /** The developer page's address, `/app-store/developers/{publicSlug}` ('' = made from the public name). */
  publicSlug: z.union([slugField(), z.literal('')]).optional(),
  skills: z
    .array(z.string().trim().min(1, m.skillInvalid).max(limits.skill, m.skillInvalid))
    .max(limits.skills, m.tooManySkills)
    .optional(),
  /** The language of the mails the developer receives (absent: unchanged). */
  language: accountLanguageField().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The submission's fields, without the rules across fields (for forms that reshape a field). */
export const appSubmissionFieldsSchema = z.object({
  version: z
    .string({ error: m.versionInvalid })
    .trim()
    .max(limits.version, m.versionInvalid)
    .regex(versionPattern, m.versionInvalid)
    .meta({ pattern: untrimmedPattern(versionPattern) }),
  releaseNotes: optionalText(limits.text),
  downloadUrl: httpsUrl(),
  ...appListingFields,
  ...appFilingFields,
});
export const appSubmissionSchema = appSubmissionFieldsSchema.superRefine((value, ctx) => {
  checkListing(value, ctx);
  checkAppFiling(value, ctx);
});
export type AppSubmission = z.infer<typeof appSubmissionSchema>;
export type AppSubmissionInput = z.input<typeof appSubmissionSchema>;

/** PUT /api/console/profile: the profile form, and the current password when the address changes. */
export const profileUpdateSchema = profileSchema.extend({
  currentPassword: z.string().max(limits.password).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/developers/confirm-email: the token of the link sent to the new address. */
export const confirmEmailSchema = z.object({ token: z.string().min(1).max(200) });
