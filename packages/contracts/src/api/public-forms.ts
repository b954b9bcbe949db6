/** Answers of the public form posts (JSON): the new record's id, so the client can refer to it. */
import { z } from 'zod';

/** POST /api/leads, /api/partner-applications, /api/developer-applications → 201. */
export const formCreatedResponseSchema = z.object({ id: z.number().int() });

/**
 * POST /api/subscribe → 201, the same body for a new, an unconfirmed and an active address: nothing in it
 * (no row id) tells whether the address was known.
 */
export const subscribedResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/subscribe/confirm → 200: subscribed, and whether to the AI Glasses waitlist. */
export const subscriptionConfirmedResponseSchema = z.object({ ok: z.literal(true), waitlist: z.boolean() });

/** GET /api/form-token: a fresh signed time token for a form being shown. */
export const formTokenResponseSchema = z.object({ token: z.string() });

/** POST /api/unsubscribe → 200: the address that was taken off the list. */
export const unsubscribedResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
