/** Partner portal: login, set password (invitation / reset link), forgot password (doc 2 §5). */
import { z } from 'zod';
import { limits } from '../limits';
import { validationMessages, type ValidationMessages } from '../messages';
import { fieldsWith } from './fields';

/**
 * POST /api/partners/login (and the developers' sign-in). Passwords are not trimmed. `m`: the messages
 * (the Chinese sign-in page's form uses the Chinese ones, messages-zh.ts).
 */
export const loginSchemaWith = (m: ValidationMessages) =>
  z.object({
    email: fieldsWith(m).email(m.emailInvalid),
    password: z
      .string({ error: m.passwordMin6 })
      .min(6, m.passwordMin6)
      .max(limits.password, m.passwordMax128),
  });
export const partnerLoginSchema = loginSchemaWith(validationMessages);
export type PartnerLogin = z.infer<typeof partnerLoginSchema>;

/** Choosing a password from an invitation or reset link; `token` comes from the link. */
export const setPasswordSchemaWith = (m: ValidationMessages) =>
  z
    .object({
      token: z
        .string({ error: m.tokenRequired })
        .trim()
        .min(1, m.tokenRequired)
        .max(limits.token, m.maxLength(limits.token)),
      password: fieldsWith(m).newPassword(),
      confirmPassword: z.string({ error: m.passwordsDoNotMatch }),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: m.passwordsDoNotMatch,
      path: ['confirmPassword'],
      // Check as soon as both are strings, even while other fields are still invalid.
      when: ({ value }) => {
        const v = value as { password?: unknown; confirmPassword?: unknown } | null;
        return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
      },
    });
export const setPasswordSchema = setPasswordSchemaWith(validationMessages);
export type SetPassword = z.infer<typeof setPasswordSchema>;

export const forgotPasswordSchemaWith = (m: ValidationMessages) =>
  z.object({ email: fieldsWith(m).email(m.emailInvalid) });
export const forgotPasswordSchema = forgotPasswordSchemaWith(validationMessages);
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** POST …/set-password/check: the link's token, before a password is typed. */
export const linkCheckSchema = z.object({ token: setPasswordSchema.shape.token });
