/**
 * Developer console: apps, API keys, profile, app submissions (doc 2 §2.5, §3).
 * The spec's console is a mock that enforces nothing; these are the rules of the real one.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages, type MessagesOf, type ValidationMessages } from '../messages';
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
import { appFilingFieldsWith, appFilingMessages, checkAppFiling, type AppFilingMessages } from './app-filing';
import { appListingFieldsWith, checkListing, listingMessages, type ListingMessages } from './app-listing';
import { fieldsWith } from './fields';

/** An address part (app or developer): lower-case ASCII words joined by '-'. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;
export const slugMessages = {
  invalid: `Use lower-case letters, digits and single hyphens, at most ${MAX_SLUG_LENGTH} characters`,
  taken: 'This address is taken. Please choose another.',
  locked: 'The address cannot change once the app has been published.',
} as const;
/** The address messages with their words free: the Chinese console's are in console-zh.ts. */
export type SlugMessages = MessagesOf<typeof slugMessages>;

/**
 * Every message the console's forms say, set by set. The schemas below are built from one: the exports
 * (the server's and the API's contracts) with the English, the Chinese console's forms with the Chinese
 * (`*-zh.ts` beside each English set), so a field's message is chosen by its key, never by its words.
 */
export interface ConsoleMessages {
  readonly validation: ValidationMessages;
  readonly slug: SlugMessages;
  readonly listing: ListingMessages;
  readonly filing: AppFilingMessages;
}
const englishMessages: ConsoleMessages = {
  validation: validationMessages,
  slug: slugMessages,
  listing: listingMessages,
  filing: appFilingMessages,
};

const slugFieldWith = (slug: SlugMessages) =>
  z
    .string({ error: slug.invalid })
    .trim()
    .max(MAX_SLUG_LENGTH, slug.invalid)
    .regex(slugPattern, slug.invalid);

/** Create New App and Edit app. */
export function appSchemasWith({ validation: m, slug }: ConsoleMessages) {
  const f = fieldsWith(m);
  const appFields = {
    name: f.requiredText(1, m.appNameRequired, limits.name),
    description: f.optionalText(limits.appDescription),
    sdkType: z.enum(sdkTypes, { error: m.sdkTypeRequired }),
    category: z.enum(appCategories, { error: m.categoryRequired }),
  };
  return {
    /** A new app; `mode: 'test'` makes a test-mode app (decision 0060), which staff never see. */
    newAppSchema: z.object({
      ...appFields,
      mode: z.enum(keyModes, { error: m.invalidOption }).optional(),
    }),
    /** Any subset of the new-app fields, and the app's address (`slug`) until its first publication. */
    updateAppSchema: z
      .object(appFields)
      .partial()
      .extend({ slug: slugFieldWith(slug).optional() }),
  };
}

export const { newAppSchema, updateAppSchema } = appSchemasWith(englishMessages);
export type NewApp = z.infer<typeof newAppSchema>;
export type UpdateApp = z.infer<typeof updateAppSchema>;

/**
 * POST /api/console/apps/{id}/listing-changes: a listing change of an app on the App Store, with any of its
 * listing fields (none: new screenshots only, uploaded to the change afterwards).
 */
export const listingChangeRequestSchema = newAppSchema.partial();

/** Generate API Key, Edit and Roll. */
export function keySchemasWith({ validation: m }: ConsoleMessages) {
  const f = fieldsWith(m);
  /**
   * A key's expiry: a moment, an ISO date-time with its offset (the console sends the developer's local
   * time with the browser's offset); '' means no expiry. A bare date is refused: it would not say which
   * time zone's end of day is meant.
   */
  const expiryMoment = z.union(
    [z.iso.datetime({ offset: true, error: m.expiryMomentInvalid }), z.literal('')],
    { error: m.expiryMomentInvalid },
  );
  const keyPermissionsField = z
    .array(z.enum(apiKeyPermissions, { error: m.invalidOption }), { error: m.permissionsRequired })
    .min(1, m.permissionsRequired)
    .max(apiKeyPermissions.length, m.tooManyItems(apiKeyPermissions.length));
  /**
   * A new key: a secret key (`live` or `test` mode, permissions, optionally one app) or a publishable key
   * (one app, required; no permissions; its mode is its app's).
   */
  const newApiKeyFieldsSchema = z.object({
    keyName: f.requiredText(1, m.keyNameRequired, limits.name),
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
  return {
    newApiKeyFieldsSchema,
    newApiKeySchema: newApiKeyFieldsSchema.superRefine((key, issues) => {
      if (key.kind === 'publishable' && !key.appId) {
        issues.addIssue({ code: 'custom', path: ['appId'], message: m.publishableKeyNeedsApp });
      }
    }),
    /** PATCH /api/console/keys/:id: rename, change permissions (secret keys), move or clear the expiry. */
    updateApiKeySchema: z.object({
      keyName: f.requiredText(1, m.keyNameRequired, limits.name).optional(),
      permissions: keyPermissionsField.optional(),
      expiresAt: expiryMoment.optional(),
    }),
    /** POST /api/console/keys/:id/roll: a new secret; the former one works for `overlap` more. */
    rollApiKeySchema: z.object({
      overlap: z.enum(keyRollOverlaps, { error: m.invalidOption }),
    }),
  };
}

export const { newApiKeyFieldsSchema, newApiKeySchema, updateApiKeySchema, rollApiKeySchema } =
  keySchemasWith(englishMessages);
export type NewApiKey = z.infer<typeof newApiKeySchema>;
export type NewApiKeyInput = z.input<typeof newApiKeySchema>;
export type UpdateApiKey = z.infer<typeof updateApiKeySchema>;
export type RollApiKey = z.infer<typeof rollApiKeySchema>;

/** Profile form: nothing is required (as in the spec), but every field is bounded. */
export function profileSchemaWith({ validation: m, slug }: ConsoleMessages) {
  const f = fieldsWith(m);
  return z.object({
    fullName: f.optionalText(limits.name),
    email: f.optionalEmail(m.emailInvalid),
    company: f.optionalText(limits.company),
    githubHandle: f.optionalGithub(),
    bio: f.optionalText(limits.bio),
    website: f.optionalWebsite(),
    /** The name the App Store shows on the developer page and the app cards ('' = company, else full name). */
    publicName: f.optionalText(limits.name),
    /** The developer page's address, `/app-store/developers/{publicSlug}` ('' = made from the public name). */
    publicSlug: z.union([slugFieldWith(slug), z.literal('')]).optional(),
    skills: z
      .array(z.string().trim().min(1, m.skillInvalid).max(limits.skill, m.skillInvalid))
      .max(limits.skills, m.tooManySkills)
      .optional(),
    /** The language of the mails the developer receives (absent: unchanged). */
    language: accountLanguageField(m).optional(),
  });
}

export const profileSchema = profileSchemaWith(englishMessages);
export type Profile = z.infer<typeof profileSchema>;

/** Submit for review: the version, its notes and download, its listing and its filing. */
export function submissionSchemasWith({ validation: m, listing, filing }: ConsoleMessages) {
  const f = fieldsWith(m);
  /** The submission's fields, without the rules across fields (for forms that reshape a field). */
  const appSubmissionFieldsSchema = z.object({
    version: z
      .string({ error: m.versionInvalid })
      .trim()
      .max(limits.version, m.versionInvalid)
      .regex(versionPattern, m.versionInvalid)
      .meta({ pattern: untrimmedPattern(versionPattern) }),
    releaseNotes: f.optionalText(limits.text),
    downloadUrl: f.httpsUrl(),
    ...appListingFieldsWith(listing, m),
    ...appFilingFieldsWith(filing),
  });
  return {
    appSubmissionFieldsSchema,
    appSubmissionSchema: appSubmissionFieldsSchema.superRefine((value, ctx) => {
      checkListing(value, ctx, listing);
      checkAppFiling(value, ctx, filing);
    }),
  };
}

export const { appSubmissionFieldsSchema, appSubmissionSchema } = submissionSchemasWith(englishMessages);
export type AppSubmission = z.infer<typeof appSubmissionSchema>;
export type AppSubmissionInput = z.input<typeof appSubmissionSchema>;

/** PUT /api/console/profile: the profile form, and the current password when the address changes. */
export const profileUpdateSchema = profileSchema.extend({
  currentPassword: z.string().max(limits.password).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/developers/confirm-email: the token of the link sent to the new address. */
export const confirmEmailSchema = z.object({ token: z.string().min(1).max(200) });
