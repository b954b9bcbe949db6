/**
 * Answers of the sign-in and account routes of staff (`/api/admin`), partners (`/api/partners`) and
 * developers (`/api/developers`): the JSON the server sends and the web reads (`z.input`).
 */
import { z } from 'zod';
import { secondFactorPendingSchema } from '../forms/second-factor';
import { developerIdentitySchema } from './developer-api';

/** The signed-in staff member. */
export const staffUserSchema = z.object({ id: z.number().int(), username: z.string(), role: z.string() });

/** GET /api/admin/me, and a staff sign-in that started a session. */
export const staffSessionSchema = z.object({
  user: staffUserSchema,
  /** The account must set up its second factor before using the admin. */
  secondFactorSetupRequired: z.literal(true).optional(),
});

/** The signed-in partner. */
export const partnerProfileSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export const partnerSessionSchema = z.object({ partner: partnerProfileSchema });

export const developerSessionSchema = z.object({ developer: developerIdentitySchema });
/** GET /api/developers/session: the signed-in developer, or null for a visitor. */
export const developerMaybeSessionSchema = z.object({ developer: developerIdentitySchema.nullable() });

/** A sign-in's answer: the session started, or a code is needed first. */
export const signInResponseSchema = <T extends z.ZodType>(session: T) =>
  z.union([session, secondFactorPendingSchema]);

/** POST …/set-password/check: what the set-password page needs to know about a link. */
export const linkDescriptionSchema = z.object({
  kind: z.enum(['invitation', 'reset']),
  email: z.string(),
  /** Partners. */
  companyName: z.string().optional(),
  /** Developers. */
  fullName: z.string().optional(),
});

/** POST …/set-password. */
export const passwordSetResponseSchema = z.object({
  ok: z.literal(true),
  kind: z.enum(['invitation', 'reset']),
  message: z.string(),
});

/** POST /api/developers/confirm-email. */
export const emailChangedResponseSchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  message: z.string(),
});

/** JSON shapes, as the pages receive them. */
export type StaffUserJson = z.input<typeof staffUserSchema>;
export type PartnerProfileJson = z.input<typeof partnerProfileSchema>;
export type LinkDescriptionJson = z.input<typeof linkDescriptionSchema>;
