/** Newsletter sign-up and the POST /api/subscribe body (doc 1 §5). */
import { z } from 'zod';
import { limits } from '../limits';
import { maxLengthMessage, validationMessages as m } from '../messages';
import { DEFAULT_SUBSCRIBER_SOURCE } from '../options';
import { sourcePattern } from '../patterns';
import { email, optionalText } from './fields';
import { guardFields } from './guard';

export * from '../newsletter-confirmation';

/**
 * The spec asks only for a non-empty value containing '@'; the schema checks a proper address
 * shape (same message), so the server never stores an undeliverable address.
 */
export const subscribeSchema = z.strictObject({
  email: email(m.emailInvalid),
  source: z
    .string({ error: m.sourceInvalid })
    .trim()
    .max(limits.name, maxLengthMessage(limits.name))
    .regex(sourcePattern, m.sourceInvalid)
    .default(DEFAULT_SUBSCRIBER_SOURCE),
  firstName: optionalText(limits.name),
  lastName: optionalText(limits.name),
  ...guardFields,
});
export type Subscribe = z.infer<typeof subscribeSchema>;
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Body of POST /api/subscribe/confirm (the script on the confirmation page). */
export const subscribeConfirmBodySchema = z.strictObject({ token: z.string().max(200) });
/** The confirmation page's own form (without JavaScript): nothing in the body, the token is in the address. */
export const subscribeConfirmQuerySchema = z.object({ token: z.string().max(200).optional() });
export type SubscribeConfirmQuery = z.infer<typeof subscribeConfirmQuerySchema>;
export const subscribeConfirmPageBodySchema = z.strictObject({});

/** Body of POST /api/unsubscribe: `{ token }` from the web page, or an RFC 8058 one-click form post. */
export const unsubscribeBodySchema = z.strictObject({
  token: z.string().optional(),
  'List-Unsubscribe': z.string().optional(),
});
/** The token may also come in the query string (the link in the mail's List-Unsubscribe header). */
export const unsubscribeQuerySchema = z.object({ token: z.string().optional() });
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
/** Body of POST /unsubscribe (the page's own form, without JavaScript): nothing, the token is in the address. */
export const unsubscribePageBodySchema = z.strictObject({});
