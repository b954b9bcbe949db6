/** Answers of the public form posts (JSON): the new record's id, so the client can refer to it. */
import { z } from 'zod';

/** POST /api/leads, /api/partner-applications, /api/developer-applications → 201. */
export const formCreatedResponseSchema = z.object({ id: z.number().int() });

/** POST /api/subscribe → 201, for a new and a known address alike. */
export const subscribedResponseSchema = z.object({ ok: z.literal(true), id: z.number().int() });
