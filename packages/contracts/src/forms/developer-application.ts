/** Developer program application form and the POST /api/submit-developer body (doc 1 §5). */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages as m } from '../messages';
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
import {
  email,
  flag,
  oneOf,
  optionalGithub,
  optionalOneOf,
  optionalPhone,
  optionalText,
  optionalWebsite,
  requiredText,
  someOf,
} from './fields';
import { guardFields } from './guard';
import { accountLanguageField } from '../account-language';

/** The schema for a brand: the platform '{brand} SDK Integration' depends on it. */
export function developerApplicationSchemaFor(brandName: string) {
  return z.strictObject({
    fullName: requiredText(2, m.developerFullNameMin, limits.name),
    email: email(m.emailInvalidProvide),
    phone: optionalPhone(),
    companyAffiliation: optionalText(limits.company),
    jobTitle: optionalText(limits.name),
    portfolioWebsite: optionalWebsite(),
    githubProfile: optionalGithub(),
    experienceLevel: oneOf(experienceLevels, m.experienceLevelRequired),
    programmingLanguages: someOf(programmingLanguages, m.programmingLanguagesRequired),
    developmentAreas: someOf(developmentAreas, m.developmentAreasRequired),
    yearsExperience: oneOf(yearsOfExperience, m.yearsExperienceRequired),
    interestedPlatforms: someOf(platforms(brandName), m.platformsRequired),
    primaryUseCase: oneOf(primaryUseCases, m.primaryUseCaseRequired),
    projectDescription: requiredText(20, m.projectDescriptionMin, limits.text),
    reasonForInterest: requiredText(20, m.reasonForInterestMin, limits.text),
    developmentTimeline: optionalOneOf(developmentTimelines, m.developmentTimelineInvalid),
    targetAudience: optionalText(limits.text),
    needsTechnicalSupport: flag(),
    needsHardwareAccess: flag(),
    hasARExperience: flag(),
    additionalInfo: optionalText(limits.text),
    referralSource: optionalText(limits.shortText),
    /**
     * Not a field of the spec's form: the Chinese edition's form sends `zh` in a hidden input, so the
     * account's mails are in Chinese (decision 0064); absent (the English form) is English.
     */
    language: accountLanguageField().optional(),
    ...guardFields,
  });
}

export const developerApplicationSchema = developerApplicationSchemaFor(DEFAULT_BRAND_NAME);
/** Validated (output) shape: the three booleans always present. */
export type DeveloperApplication = z.infer<ReturnType<typeof developerApplicationSchemaFor>>;
/** Form (input) shape: the booleans may be omitted (default false). */
export type DeveloperApplicationInput = z.input<ReturnType<typeof developerApplicationSchemaFor>>;
