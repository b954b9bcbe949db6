/** Developer program application form and the POST /api/submit-developer body (doc 1 §5). */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages, type ValidationMessages } from '../messages';
import {
  DEFAULT_BRAND_NAME,
  developmentAreas,
  developmentTimelines,
  experienceLevels,
  platforms,
  primaryUseCases,
  programmingLanguages,
  yearsOfExperience,
} from '../options';
import { fieldsWith } from './fields';
import { guardFields } from './guard';
import { accountLanguageField } from '../account-language';

/**
 * The schema for a brand (the platform '{brand} SDK Integration' depends on it), with the messages `m`
 * (English by default; the Chinese page's form and its page post use the Chinese, messages-zh.ts).
 */
export function developerApplicationSchemaFor(brandName: string, m: ValidationMessages = validationMessages) {
  const f = fieldsWith(m);
  return z.strictObject({
    fullName: f.requiredText(2, m.developerFullNameMin, limits.name),
    email: f.email(m.emailInvalidProvide),
    phone: f.optionalPhone(),
    companyAffiliation: f.optionalText(limits.company),
    jobTitle: f.optionalText(limits.name),
    portfolioWebsite: f.optionalWebsite(),
    githubProfile: f.optionalGithub(),
    experienceLevel: f.oneOf(experienceLevels, m.experienceLevelRequired),
    programmingLanguages: f.someOf(programmingLanguages, m.programmingLanguagesRequired),
    developmentAreas: f.someOf(developmentAreas, m.developmentAreasRequired),
    yearsExperience: f.oneOf(yearsOfExperience, m.yearsExperienceRequired),
    interestedPlatforms: f.someOf(platforms(brandName), m.platformsRequired),
    primaryUseCase: f.oneOf(primaryUseCases, m.primaryUseCaseRequired),
    projectDescription: f.requiredText(20, m.projectDescriptionMin, limits.text),
    reasonForInterest: f.requiredText(20, m.reasonForInterestMin, limits.text),
    developmentTimeline: f.optionalOneOf(developmentTimelines, m.developmentTimelineInvalid),
    targetAudience: f.optionalText(limits.text),
    needsTechnicalSupport: f.flag(),
    needsHardwareAccess: f.flag(),
    hasARExperience: f.flag(),
    additionalInfo: f.optionalText(limits.text),
    referralSource: f.optionalText(limits.shortText),
    /**
     * Not a field of the spec's form: the Chinese edition's form sends `zh` in a hidden input, so the
     * account's mails are in Chinese (decision 0064); absent (the English form) is English.
     */
    language: accountLanguageField(m).optional(),
    ...guardFields,
  });
}

export const developerApplicationSchema = developerApplicationSchemaFor(DEFAULT_BRAND_NAME);
/** Validated (output) shape: the three booleans always present. */
export type DeveloperApplication = z.infer<ReturnType<typeof developerApplicationSchemaFor>>;
/** Form (input) shape: the booleans may be omitted (default false). */
export type DeveloperApplicationInput = z.input<ReturnType<typeof developerApplicationSchemaFor>>;
