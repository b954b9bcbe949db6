/**
 * The fields of a stored form submission, for the detail dialog: in the order the visitor filled them
 * in, with the form's own labels. The database keeps form data as jsonb, which orders keys by length,
 * so the order has to come from here; keys this table does not know (older or newer forms) follow in
 * alphabetical order with a label made from the key.
 */
import type { FormType } from '@app/contracts/options';
import { displayValue, fieldLabel } from './format.ts';

type Fields = ReadonlyArray<readonly [key: string, label: string]>;

const lead: Fields = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['companyName', 'Company name'],
  ['email', 'Work email'],
  ['phone', 'Phone'],
  ['interest', 'Primary interest'],
  ['message', 'Message'],
];

const formFields: Partial<Record<FormType, Fields>> = {
  'contact-form': lead,
  'demo-request': lead,
  'partner-application': [
    ['fullName', 'Full name'],
    ['contactNumber', 'Contact number'],
    ['email', 'Business email'],
    ['companyName', 'Company name'],
    ['companyWebsite', 'Company website'],
    ['industry', 'Industry'],
    ['employeeCount', 'Number of employees'],
    ['targetCountryRegion', 'Target country or region'],
    ['offerAfterSaleService', 'Offers after-sale service'],
    ['salesTargetPlan', 'Sales target plan'],
    ['referralSource', 'How they heard about us'],
    ['additionalInfo', 'Additional information'],
  ],
  'developer-application': [
    ['fullName', 'Full name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['jobTitle', 'Job title'],
    ['companyAffiliation', 'Company or organization'],
    ['portfolioWebsite', 'Portfolio or website'],
    ['githubProfile', 'GitHub profile'],
    ['experienceLevel', 'Experience level'],
    ['yearsExperience', 'Years of experience'],
    ['programmingLanguages', 'Programming languages'],
    ['developmentAreas', 'Development areas'],
    ['interestedPlatforms', 'Platforms'],
    ['primaryUseCase', 'Primary use case'],
    ['developmentTimeline', 'Development timeline'],
    ['projectDescription', 'Project description'],
    ['reasonForInterest', 'Why interested'],
    ['targetAudience', 'Target audience'],
    ['needsTechnicalSupport', 'Needs technical support'],
    ['needsHardwareAccess', 'Needs hardware access'],
    ['hasARExperience', 'Has built AR or VR applications'],
    ['referralSource', 'How they heard about us'],
    ['additionalInfo', 'Additional information'],
    // The edition the form was sent from, 'en' or 'zh': the account's mail language (decision 0064).
    ['language', 'Language'],
  ],
  newsletter: [
    ['email', 'Email'],
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['source', 'Source'],
  ],
};

/** `[label, value as text]` rows of a submission's form data. */
export function formDataRows(formType: string, formData: unknown): Array<readonly [string, string]> {
  const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  const known = formFields[formType as FormType] ?? [];
  const rows = known
    .filter(([key]) => key in data)
    .map(([key, label]) => [label, displayValue(data[key])] as const);
  const knownKeys = new Set(known.map(([key]) => key));
  const rest = Object.keys(data)
    .filter((key) => !knownKeys.has(key))
    .sort()
    .map((key) => [fieldLabel(key), displayValue(data[key])] as const);
  return [...rows, ...rest];
}
