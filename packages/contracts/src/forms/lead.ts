/** Enterprise contact form (home), contact page form and the POST /api/leads body (doc 1 §5). */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages as m } from '../messages';
import { contactInterests, homeInterests } from '../options';
import { email, oneOf, optionalPhone, optionalText, requiredText } from './fields';
import { guardFields } from './guard';

const leadShape = <const T extends readonly [string, ...string[]]>(interests: T) => ({
  firstName: requiredText(2, m.firstNameMin, limits.name),
  lastName: requiredText(2, m.lastNameMin, limits.name),
  companyName: requiredText(2, m.companyNameRequired, limits.company),
  email: email(m.emailInvalid),
  phone: optionalPhone(),
  interest: oneOf(interests, m.interestRequired),
  message: optionalText(limits.text),
  ...guardFields,
});

/** Home page form: interest limited to the home options. */
export const enterpriseLeadSchema = z.strictObject(leadShape(homeInterests));
export type EnterpriseLead = z.infer<typeof enterpriseLeadSchema>;

/** Contact page form: the home options plus developer and distribution. */
export const contactLeadSchema = z.strictObject(leadShape(contactInterests));
export type ContactLead = z.infer<typeof contactLeadSchema>;

/**
 * Body of POST /api/leads: the union of both forms, i.e. any of the 7 interests. The home
 * interests are a subset of the contact ones, so this is the contact schema.
 */
export const leadSchema = contactLeadSchema;
export type Lead = z.infer<typeof leadSchema>;
