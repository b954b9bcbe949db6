/**
 * What a developer declares about a version of their app for its App Store listing (issue #38 item 2):
 * compatibility (glasses models and the minimum YodaOS-Sprite version, checked against the supported
 * devices list), the permissions it uses, its download size, languages, age rating, privacy (the data it
 * collects, its privacy policy), where to get support and the developer's website.
 *
 * Every field is optional in a submission (clients written before these fields keep working), and what is
 * not declared is stored as not declared (null), never guessed: the store says "Not declared". An empty
 * list of permissions or collected data is a declaration ("none").
 */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages, type MessagesOf, type ValidationMessages } from '../messages';
import { httpsUrlPattern } from '../patterns';
import {
  compareVersions,
  glassesModelIds,
  glassesModels,
  spriteVersions,
  type GlassesModelId,
  type SpriteVersion,
} from '../device-models';

export {
  ageRatings,
  appPermissionLabels,
  appPermissions,
  collectedDataKinds,
  collectedDataLabels,
  type AgeRating,
  type AppPermission,
  type CollectedDataKind,
} from '../app-listing-labels';
import { ageRatings, appPermissions, collectedDataKinds } from '../app-listing-labels';

/** Largest download size a version may declare: 4 GiB. */
export const MAX_DOWNLOAD_BYTES = 4 * 1024 ** 3;
/** Most languages one version may list. */
export const MAX_LANGUAGES = 50;

/** A BCP 47 language tag as apps name their translations: `en`, `zh-Hans`, `pt-BR`. */
export const languageTagPattern = /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/;

export const listingMessages = {
  modelInvalid: 'Please choose glasses models from the supported devices list',
  osVersionInvalid: `Please choose a YodaOS-Sprite version: ${spriteVersions.join(', ')}`,
  osVersionTooNew: (model: string, version: string) =>
    `${model} runs YodaOS-Sprite ${version}: choose a minimum version it has, or leave the model out`,
  permissionInvalid: 'Please choose permissions from the list',
  downloadSizeInvalid: 'Please enter the download size in bytes, at most 4 GiB',
  languageInvalid: 'Please enter language codes such as en, zh-Hans or pt-BR',
  ageRatingInvalid: `Please choose an age rating: ${ageRatings.join(', ')}`,
  dataKindInvalid: 'Please choose the kinds of data from the list',
  privacyPolicyRequired: 'An app that collects data must link its privacy policy',
  supportInvalid: 'Please enter an https:// URL or an e-mail address',
} as const;

/** The listing messages with their words free: the Chinese console's are in app-listing-zh.ts. */
export type ListingMessages = MessagesOf<typeof listingMessages>;

/** An https:// page or an e-mail address, where users of the app get help. */
const isSupportContact = (v: string) => httpsUrlPattern.test(v) || z.regexes.email.test(v);

/**
 * The listing fields of a submission (the console form and `POST /api/v1/apps/{id}/submissions`), saying
 * the listing's messages `listing` and the shared ones `m` (English by default: `appListingFields`).
 */
export function appListingFieldsWith(listing: ListingMessages, m: ValidationMessages) {
  const optionalHttpsUrl = () =>
    z
      .string({ error: m.httpsUrlInvalid })
      .trim()
      .max(limits.url, m.maxLength(limits.url))
      .refine((v) => v === '' || httpsUrlPattern.test(v), m.httpsUrlInvalid)
      .optional();
  return {
    compatibleModels: z
      .array(z.enum(glassesModelIds, { error: listing.modelInvalid }), {
        error: listing.modelInvalid,
      })
      .max(glassesModelIds.length, m.tooManyItems(glassesModelIds.length))
      .optional()
      .describe('Glasses models the version runs on (ids of the supported devices list).'),
    minOsVersion: z
      .union([z.enum(spriteVersions, { error: listing.osVersionInvalid }), z.literal('')], {
        error: listing.osVersionInvalid,
      })
      .optional()
      .describe('The oldest YodaOS-Sprite version the version runs on.'),
    permissions: z
      .array(z.enum(appPermissions, { error: listing.permissionInvalid }), {
        error: listing.permissionInvalid,
      })
      .max(appPermissions.length, m.tooManyItems(appPermissions.length))
      .optional()
      .describe('What the version may access; [] declares none.'),
    downloadSizeBytes: z
      .number({ error: listing.downloadSizeInvalid })
      .int(listing.downloadSizeInvalid)
      .positive(listing.downloadSizeInvalid)
      .max(MAX_DOWNLOAD_BYTES, listing.downloadSizeInvalid)
      .optional(),
    languages: z
      .array(
        z
          .string({ error: listing.languageInvalid })
          .trim()
          .max(35, listing.languageInvalid)
          .regex(languageTagPattern, listing.languageInvalid),
        { error: listing.languageInvalid },
      )
      .max(MAX_LANGUAGES, m.tooManyItems(MAX_LANGUAGES))
      .optional()
      .describe('BCP 47 language tags of the languages the version is available in.'),
    ageRating: z
      .union([z.enum(ageRatings, { error: listing.ageRatingInvalid }), z.literal('')], {
        error: listing.ageRatingInvalid,
      })
      .optional(),
    dataCollected: z
      .array(z.enum(collectedDataKinds, { error: listing.dataKindInvalid }), {
        error: listing.dataKindInvalid,
      })
      .max(collectedDataKinds.length, m.tooManyItems(collectedDataKinds.length))
      .optional()
      .describe('Kinds of data the version collects; [] declares none.'),
    privacyPolicyUrl: optionalHttpsUrl(),
    supportContact: z
      .string({ error: listing.supportInvalid })
      .trim()
      .max(limits.url, m.maxLength(limits.url))
      .refine((v) => v === '' || isSupportContact(v), listing.supportInvalid)
      .optional()
      .describe('An https:// support page or an e-mail address.'),
    website: optionalHttpsUrl().describe("The developer's website."),
  };
}

export const appListingFields = appListingFieldsWith(listingMessages, validationMessages);

interface ListingInput {
  compatibleModels?: readonly GlassesModelId[] | undefined;
  minOsVersion?: SpriteVersion | '' | undefined;
  dataCollected?: readonly string[] | undefined;
  privacyPolicyUrl?: string | undefined;
}

/**
 * The rules across fields: every chosen model must run the minimum YodaOS-Sprite version (the supported
 * devices list says which version each model has), and data collected needs a privacy policy.
 */
export function checkListing(
  value: ListingInput,
  ctx: z.RefinementCtx,
  messages: ListingMessages = listingMessages,
): void {
  const min = value.minOsVersion;
  if (min) {
    for (const id of value.compatibleModels ?? []) {
      const model = glassesModels.find((candidate) => candidate.id === id);
      if (model && compareVersions(model.osVersion, min) < 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['minOsVersion'],
          message: messages.osVersionTooNew(model.name, model.osVersion),
        });
        return;
      }
    }
  }
  if ((value.dataCollected?.length ?? 0) > 0 && !value.privacyPolicyUrl) {
    ctx.addIssue({
      code: 'custom',
      path: ['privacyPolicyUrl'],
      message: messages.privacyPolicyRequired,
    });
  }
}

/** A version's listing as stored and shown: null (or []) for what was not declared. */
export const appListingSchema = z
  .object({
    compatibleModels: z.array(z.enum(glassesModelIds)).describe('[] when not declared.'),
    minOsVersion: z.enum(spriteVersions).nullable(),
    permissions: z.array(z.enum(appPermissions)).nullable().describe('null when not declared; [] for none.'),
    downloadSizeBytes: z.number().int().nullable(),
    languages: z.array(z.string()).describe('[] when not declared.'),
    ageRating: z.enum(ageRatings).nullable(),
    dataCollected: z
      .array(z.enum(collectedDataKinds))
      .nullable()
      .describe('null when not declared; [] for none.'),
    privacyPolicyUrl: z.string().nullable(),
    supportContact: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ description: 'What the developer declared about the version for its listing.' });
export type AppListing = z.infer<typeof appListingSchema>;

type ListingFieldsInput = { [K in keyof typeof appListingFields]?: z.output<(typeof appListingFields)[K]> };

const blank = (text: string | undefined) => (text ? text : null);
const unique = <T>(list: readonly T[]) => [...new Set(list)];

/** The stored listing of a validated submission ('' and absent become null; lists lose repeats). */
export function toListing(input: ListingFieldsInput): AppListing {
  return {
    compatibleModels: unique(input.compatibleModels ?? []),
    minOsVersion: input.minOsVersion || null,
    permissions: input.permissions ? unique(input.permissions) : null,
    downloadSizeBytes: input.downloadSizeBytes ?? null,
    languages: unique(input.languages ?? []),
    ageRating: input.ageRating || null,
    dataCollected: input.dataCollected ? unique(input.dataCollected) : null,
    privacyPolicyUrl: blank(input.privacyPolicyUrl),
    supportContact: blank(input.supportContact),
    website: blank(input.website),
  };
}

/** The listing of a version submitted before listings existed: nothing declared. */
export const undeclaredListing: AppListing = toListing({});
