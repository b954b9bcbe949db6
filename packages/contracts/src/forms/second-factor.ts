/** Two-factor authentication payloads (issue 9): sign-in codes, enrolment and re-confirmation. */
import { z } from 'zod';
import { validationMessages } from '../messages';
import { adminPasswordField } from './admin';
import { newPassword, optionalEmail } from './fields';

export const secondFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is 6 digits.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  passwordOrCodeRequired: 'Enter your password or a code from your authenticator app.',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  invalidRecoveryCode: 'That recovery code is not valid or has already been used.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  setupRequired: 'Set up two-factor authentication to continue.',
} as const;

const m = secondFactorMessages;

/** Six digits; spaces (as apps display them, "123 456") are dropped. */
export const totpCode = z
  .string({ error: m.codeRequired })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, m.codeRequired)
      .regex(/^\d{6}$/, m.codeFormat),
  );

const recoveryCode = z
  .string({ error: m.recoveryCodeRequired })
  .trim()
  .min(1, m.recoveryCodeRequired)
  .max(40);

/** POST .../login/second-factor: the challenge from the password step and a code or a recovery code. */
export const secondFactorSignInSchema = z
  .object({
    challenge: z.string({ error: m.challengeExpired }).min(1, m.challengeExpired).max(200),
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((v) => v.code !== undefined || v.recoveryCode !== undefined, {
    path: ['code'],
    message: m.codeRequired,
  });
export type SecondFactorSignIn = z.infer<typeof secondFactorSignInSchema>;

/** POST .../2fa/confirm: the first code of the new authenticator. */
export const secondFactorConfirmSchema = z.object({ code: totpCode });
export type SecondFactorConfirm = z.infer<typeof secondFactorConfirmSchema>;

/** Turning the factor off or regenerating codes: the account password or a current code. */
export const secondFactorReauthSchema = z
  .object({
    password: z.string().max(200).optional(),
    code: z.string().max(20).optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    path: ['password'],
    message: m.passwordOrCodeRequired,
  });
export type SecondFactorReauth = z.infer<typeof secondFactorReauthSchema>;

/** What every account's GET .../2fa answers. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Staff only: this account must turn it on before using the admin. */
  required: z.boolean().optional(),
});
export type SecondFactorStatusBody = z.infer<typeof secondFactorStatusSchema>;

/** The password step's answer when a code is needed before a session starts. */
export const secondFactorPendingSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type SecondFactorPending = z.infer<typeof secondFactorPendingSchema>;

/** POST .../2fa/enrol: the secret, as a URI and a QR code (an SVG data URL) for the authenticator app. */
export const secondFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});

/** POST .../2fa/confirm and .../2fa/recovery-codes: the ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** PUT /api/admin/staff/{id}/second-factor-required. */
export const staffTotpRequiredSchema = z.object({ required: z.boolean({ error: 'Must be true or false' }) });
/** PUT /api/admin/staff/{id}/disabled: disabling or enabling another member, with the admin password. */
export const staffDisabledSchema = z.object({
  disabled: z.boolean({ error: 'Must be true or false' }),
  adminPassword: adminPasswordField(),
});
/** POST /api/admin/staff/{id}/second-factor/reset and /remove: the admin password, asked again. */
export const staffConfirmSchema = z.object({ adminPassword: adminPasswordField() });
export type StaffConfirm = z.infer<typeof staffConfirmSchema>;

/** Who may be a staff user name (the command line's rule too). */
export const staffUsernamePattern = /^[\w.@+-]{1,100}$/;
export const staffMessages = {
  usernameInvalid: 'Username must be 1-100 letters, digits or . _ @ + -',
  usernameTaken: 'That username is already taken',
  lastActive: 'At least one active staff account must remain.',
} as const;

/**
 * POST /api/admin/staff: a new staff account with the password it starts with (the shared new-password
 * rule, checked in full by the server), confirmed with the admin password of the one creating it.
 */
export const staffCreateSchema = z.object({
  username: z
    .string({ error: staffMessages.usernameInvalid })
    .trim()
    .regex(staffUsernamePattern, staffMessages.usernameInvalid),
  email: optionalEmail(validationMessages.emailInvalid),
  password: newPassword(),
  adminPassword: adminPasswordField(),
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;
/** The answer to POST /api/admin/staff. */
export const staffCreatedSchema = z.object({
  ok: z.literal(true),
  id: z.number().int(),
  message: z.string(),
});

/** One row of GET /api/admin/staff. */
export const staffAccountRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  secondFactorEnabled: z.boolean(),
  /** Required for this account (its own flag); `requiredForAll` says the site requires it anyway. */
  secondFactorRequired: z.boolean(),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRowSchema>;
export const staffAccountListSchema = z.object({
  staff: z.array(staffAccountRowSchema),
  requiredForAll: z.boolean(),
});
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;
