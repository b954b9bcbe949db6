/**
 * "Report this app" (issue #38 item 7): anyone may tell staff that a published app is harmful, broken or
 * misleading. A guarded public form (honeypot, time token, rate limit) like the others.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { maxLengthMessage, validationMessages as m } from '../messages';
import { guardFields } from './guard';
import { optionalEmail } from './fields';

export const appReportReasons = [
  'malware',
  'privacy',
  'inappropriate',
  'misleading',
  'broken',
  'copyright',
  'other',
] as const;
export type AppReportReason = (typeof appReportReasons)[number];
export const appReportReasonLabels: Readonly<Record<AppReportReason, string>> = {
  malware: 'Harmful or malicious',
  privacy: 'Misuses personal data',
  inappropriate: 'Offensive or inappropriate content',
  misleading: 'Misleading listing',
  broken: 'Does not work',
  copyright: 'Infringes copyright or trademark',
  other: 'Something else',
};

/** Statuses of a report in the admin: open until staff withdraw the app or dismiss the report. */
export const appReportStatuses = ['open', 'app-withdrawn', 'dismissed'] as const;
export type AppReportStatus = (typeof appReportStatuses)[number];

export const appReportMessages = {
  reasonRequired: 'Please choose why you are reporting this app',
  detailsRequired: 'Please tell us what is wrong (at least 10 characters)',
  appUnknown: 'This app is not in the App Store',
} as const;

export const appReportSchema = z.object({
  ...guardFields,
  /** The reported app's address (its slug; an old slug of the app is accepted too). */
  app: z.string({ error: appReportMessages.appUnknown }).trim().max(120, appReportMessages.appUnknown),
  reason: z.enum(appReportReasons, { error: appReportMessages.reasonRequired }),
  details: z
    .string({ error: appReportMessages.detailsRequired })
    .trim()
    .min(10, appReportMessages.detailsRequired)
    .max(limits.text, maxLengthMessage(limits.text)),
  /** Where staff may answer; optional (a report may be anonymous). */
  email: optionalEmail(m.emailInvalid),
});
export type AppReport = z.infer<typeof appReportSchema>;
