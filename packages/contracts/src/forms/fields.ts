/**
 * Field builders shared by the form schemas.
 *
 * Conventions:
 * - Text is trimmed (`.trim()` keeps input and output types equal for react-hook-form).
 * - A required field gives its spec message for a missing value, a wrong type and a too-short
 *   value alike, so a hand-made request gets the same text as the form.
 * - Optional text fields accept '' (what an untouched input holds) as "not given".
 */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages, type ValidationMessages } from '../messages';
import {
  githubHandlePattern,
  httpsUrlPattern,
  phonePattern,
  untrimmedPattern,
  websitePattern,
} from '../patterns';

/** Shortest password a new account password may be (login forms keep the spec's own minimum). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/**
 * The field builders with the messages `m`: the exports below use the English; a Chinese page's schema is
 * built with the Chinese messages (messages-zh.ts), which have the same keys.
 */
export function fieldsWith(m: ValidationMessages) {
  /** Required trimmed text of at least `min` characters. */
  const requiredText = (min: number, message: string, max: number) =>
    z.string({ error: message }).trim().min(min, message).max(max, m.maxLength(max));

  /** Optional trimmed text ('' allowed). */
  const optionalText = (max: number) => z.string().trim().max(max, m.maxLength(max)).optional();

  /** Required, trimmed e-mail address of a proper shape. */
  const email = (message: string) =>
    z
      .string({ error: message })
      .trim()
      .max(limits.email, m.maxLength(limits.email))
      .regex(z.regexes.email, message);

  /**
   * A password being chosen (set-password, reset, change): 8 to 128 characters, not trimmed (spaces may be
   * part of it). The server also refuses the 10,000 most common passwords; that list stays on the server.
   */
  const newPassword = () =>
    z
      .string({ error: m.passwordMin8 })
      .min(NEW_PASSWORD_MIN_LENGTH, m.passwordMin8)
      .max(limits.password, m.passwordMax128);

  /** Optional e-mail ('' allowed). */
  const optionalEmail = (message: string) =>
    z
      .string({ error: message })
      .trim()
      .max(limits.email, m.maxLength(limits.email))
      .refine((v) => v === '' || z.regexes.email.test(v), message)
      .optional();

  /** Optional phone number ('' allowed). */
  const optionalPhone = () =>
    z
      .string({ error: m.phoneInvalid })
      .trim()
      .max(limits.phone, m.maxLength(limits.phone))
      .refine((v) => v === '' || phonePattern.test(v), m.phoneInvalid)
      .optional();

  /** Optional web address, scheme optional (`example.com`); '' allowed. */
  const optionalWebsite = () =>
    z
      .string({ error: m.urlInvalid })
      .trim()
      .max(limits.url, m.maxLength(limits.url))
      .refine((v) => v === '' || websitePattern.test(v), m.urlInvalid)
      .optional();

  /** Optional GitHub handle (`octocat`, `@octocat`) or profile URL; '' allowed. */
  const optionalGithub = () =>
    z
      .string({ error: m.githubInvalid })
      .trim()
      .max(limits.url, m.maxLength(limits.url))
      .refine((v) => v === '' || githubHandlePattern.test(v) || websitePattern.test(v), m.githubInvalid)
      .optional();

  /** Required absolute https:// URL. */
  const httpsUrl = () =>
    z
      .string({ error: m.httpsUrlInvalid })
      .trim()
      .max(limits.url, m.maxLength(limits.url))
      .regex(httpsUrlPattern, m.httpsUrlInvalid)
      .meta({ pattern: untrimmedPattern(httpsUrlPattern) });

  /** One value of an option list; the message covers missing, empty and unknown values. */
  const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z.enum(values, { error: message });

  /** Optional value of an option list; '' (an untouched select) means "not given". */
  const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z.union([z.enum(values, { error: message }), z.literal('')], { error: message }).optional();

  /** A checkbox group: at least one item, every item from the list, at most the list's length. */
  const someOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z
      .array(z.enum(values, { error: m.invalidOption }), { error: message })
      .min(1, message)
      .max(values.length, m.tooManyItems(values.length));

  /** A boolean checkbox, false when absent. */
  const flag = () => z.boolean({ error: m.mustBeBoolean }).default(false);

  return {
    requiredText,
    optionalText,
    email,
    newPassword,
    optionalEmail,
    optionalPhone,
    optionalWebsite,
    optionalGithub,
    httpsUrl,
    oneOf,
    optionalOneOf,
    someOf,
    flag,
  };
}

export const {
  requiredText,
  optionalText,
  email,
  newPassword,
  optionalEmail,
  optionalPhone,
  optionalWebsite,
  optionalGithub,
  httpsUrl,
  oneOf,
  optionalOneOf,
  someOf,
  flag,
} = fieldsWith(validationMessages);

/**
 * What a form's controls hold before validation, derived from a contract's input shape: a choice not yet
 * made is '' (a select's empty option), a list of boxes stays a list, a single box a boolean. Optional
 * fields stay optional.
 */
export type FormValuesOf<T> = {
  [K in keyof T]: NonNullable<T[K]> extends readonly unknown[]
    ? string[]
    : NonNullable<T[K]> extends boolean
      ? boolean
      : string;
};
