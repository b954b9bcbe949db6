/** Partner application form and the POST /api/submit-partner body (doc 1 §5). */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages as m } from '../messages';
import {
  DEFAULT_AFTER_SALE_SERVICE,
  DEFAULT_BRAND_NAME,
  afterSaleServiceAnswers,
  employeeCounts,
  referralSources,
} from '../options';
import { email, oneOf, optionalOneOf, optionalText, optionalWebsite, requiredText } from './fields';
import { guardFields } from './guard';
import { phonePattern } from '../patterns';

/**
 * The schema for a brand: the referral option '{brand} Sales' depends on it.
 * `industry` is free text of at least 2 characters: the UI offers `industryOptions`, and
 * 'Other' lets the applicant type their own.
 */
export function partnerApplicationSchemaFor(brandName: string) {
  return z.strictObject({
    fullName: requiredText(3, m.partnerFullNameMin, limits.name),
    contactNumber: requiredText(5, m.contactNumberInvalid, limits.phone).regex(
      phonePattern,
      m.contactNumberInvalid,
    ),
    email: email(m.emailInvalidProvide),
    companyName: requiredText(2, m.partnerCompanyNameMin, limits.company),
    companyWebsite: optionalWebsite(),
    industry: requiredText(2, m.industryRequired, limits.name),
    employeeCount: oneOf(employeeCounts, m.employeeCountRequired),
    offerAfterSaleService: oneOf(afterSaleServiceAnswers, m.afterSaleServiceRequired).default(
      DEFAULT_AFTER_SALE_SERVICE,
    ),
    targetCountryRegion: requiredText(2, m.targetRegionRequired, limits.shortText),
    salesTargetPlan: optionalText(limits.text),
    referralSource: optionalOneOf(referralSources(brandName), m.referralSourceInvalid),
    additionalInfo: optionalText(limits.text),
    ...guardFields,
  });
}

export const partnerApplicationSchema = partnerApplicationSchemaFor(DEFAULT_BRAND_NAME);
/** Validated (output) shape: offerAfterSaleService always present. */
export type PartnerApplication = z.infer<ReturnType<typeof partnerApplicationSchemaFor>>;
/** Form (input) shape: offerAfterSaleService may be omitted (defaults to 'No'). */
export type PartnerApplicationInput = z.input<ReturnType<typeof partnerApplicationSchemaFor>>;
