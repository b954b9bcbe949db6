/** Staff privacy requests: look up, export and erase everything stored about an e-mail address. */
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { adminPasswordField } from './admin';
import { email } from './fields';

export const privacyMessages = {
  confirmMismatch: 'Type the e-mail address exactly to confirm the erasure',
  erased: (count: number) => `Erased ${count} record(s); the address is on the suppression list`,
} as const;

/** POST /api/admin/privacy/lookup and /export. */
export const privacyLookupSchema = z.object({ email: email(m.emailInvalid) });
export type PrivacyLookup = z.infer<typeof privacyLookupSchema>;

/** POST /api/admin/privacy/erase: the address typed a second time, and the admin password, as confirmation. */
export const privacyEraseSchema = z
  .object({
    email: email(m.emailInvalid),
    confirmEmail: z.string().trim(),
    adminPassword: adminPasswordField(),
  })
  .refine((v) => v.confirmEmail.toLowerCase() === v.email.toLowerCase(), {
    message: privacyMessages.confirmMismatch,
    path: ['confirmEmail'],
  });
export type PrivacyErase = z.infer<typeof privacyEraseSchema>;

/** Groups of records a lookup returns, in display order, with their labels. */
export const privacyGroups = {
  subscribers: 'Newsletter subscriptions',
  leads: 'Contact enquiries',
  partners: 'Partner applications',
  developerApplications: 'Developer applications',
  developers: 'Developer accounts',
  apps: 'Developer apps',
  apiKeys: 'API keys',
  appSubmissions: 'App submissions',
  sdkDownloads: 'SDK downloads',
  formSubmissions: 'Form submissions',
  emailOutbox: 'E-mails',
  oneTimeTokens: 'Invitation and reset links',
  quarantine: 'Quarantined submissions',
  auditLog: 'Audit log mentions',
  staffAccounts: 'Staff accounts (not erased)',
} as const;
export type PrivacyGroup = keyof typeof privacyGroups;

const privacyGroupSchema = z.enum(Object.keys(privacyGroups) as [PrivacyGroup, ...PrivacyGroup[]]);

/** POST /api/admin/privacy/lookup: everything stored about the address, per group. */
export const privacyLookupResultSchema = z.object({
  email: z.string(),
  /** Why the address is on the suppression list, if it is. */
  suppressed: z.enum(['erased', 'unsubscribed']).nullable(),
  counts: z.record(privacyGroupSchema, z.number().int()),
  records: z.record(privacyGroupSchema, z.array(z.record(z.string(), z.unknown()))),
});
export type PrivacyLookupResult = z.infer<typeof privacyLookupResultSchema>;

/** POST /api/admin/privacy/erase: the records erased per group. */
export const privacyEraseResultSchema = z.object({
  ok: z.literal(true),
  erased: z.partialRecord(privacyGroupSchema, z.number().int()),
  total: z.number().int(),
  message: z.string(),
});
export type PrivacyEraseResult = z.infer<typeof privacyEraseResultSchema>;
