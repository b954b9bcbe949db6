/**
 * "Report this app" (issue #38 item 7): anyone may tell staff that a published app is harmful, broken or
 * misleading. A guarded public form (honeypot, time token, rate limit) like the others.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { maxLengthMessage, validationMessages as m, type MessagesOf } from '../messages';
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
  detailsTooLong: maxLengthMessage(limits.text),
  emailInvalid: m.emailInvalid,
} as const;

/** The report form's messages with their words free: the Chinese edition's page says them in Chinese. */
export type AppReportMessages = MessagesOf<typeof appReportMessages>;

/**
 * The report's contract with a page's messages (`appReportMessagesZh` on the Chinese edition's app page,
 * forms/app-report-zh.ts): the same rules in every language, only the words differ.
 */
export const appReportSchemaFor = (messages: AppReportMessages) =>
  z.object({
    ...guardFields,
    /** The reported app's address (its slug; an old slug of the app is accepted too). */
    app: z.string({ error: messages.appUnknown }).trim().max(120, messages.appUnknown),
    reason: z.enum(appReportReasons, { error: messages.reasonRequired }),
    details: z
      .string({ error: messages.detailsRequired })
      .trim()
      .min(10, messages.detailsRequired)
      .max(limits.text, messages.detailsTooLong),
    /** Where staff may answer; optional (a report may be anonymous). */
    email: optionalEmail(messages.emailInvalid),
  });

export const appReportSchema = appReportSchemaFor(appReportMessages);
export type AppReport = z.infer<typeof appReportSchema>;
