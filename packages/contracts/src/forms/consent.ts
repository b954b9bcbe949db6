/** Cookie-consent log entry, the POST /api/consent-log body (doc 1 §3, §4). */
import { z } from 'zod';
import { limits } from '../limits';
import { maxLengthMessage, validationMessages as m } from '../messages';
import { consentActions, consentSources } from '../options';

/** Cookie preferences: necessary is always true. */
export const cookiePreferencesSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean({ error: m.mustBeBoolean }),
  marketing: z.boolean({ error: m.mustBeBoolean }),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

export const consentLogSchema = z
  .strictObject({
    /** ISO 8601, e.g. `new Date().toISOString()`. */
    timestamp: z.iso.datetime({ offset: true, error: m.timestampInvalid }),
    action: z.enum(consentActions, { error: m.consentActionInvalid }),
    preferences: cookiePreferencesSchema,
    userAgent: z.string().max(limits.userAgent, maxLengthMessage(limits.userAgent)),
    domain: z.string().max(limits.domain, maxLengthMessage(limits.domain)),
    /** Lets the server tie later changes of the same browser's choice together. */
    consentId: z.uuid().optional(),
    /** Version of the cookie policy the choice was made against. */
    revision: z.number().int().positive().optional(),
    /**
     * Who made the choice: the visitor in the banner (the default), or the browser's Global Privacy Control
     * signal, which the site honours without asking (analytics and marketing off).
     */
    source: z.enum(consentSources).optional(),
  })
  .refine((log) => log.source !== 'gpc' || (!log.preferences.analytics && !log.preferences.marketing), {
    message: 'Global Privacy Control keeps analytics and marketing off',
    path: ['preferences'],
  });
export type ConsentLog = z.infer<typeof consentLogSchema>;
