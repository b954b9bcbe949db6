/**
 * Building blocks of the response contracts: routes declare them (validation, serialization, the OpenAPI
 * document) and the web infers the JSON shapes it receives from them (`z.input`: dates as ISO strings).
 */
import { z } from 'zod';
import { validationFailed } from '../messages';

/**
 * A timestamp: a `Date` on the server, an ISO 8601 string in JSON. Serializing a response encodes the
 * Date; `z.input` is the JSON shape the web receives.
 */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/**
 * Machine-readable codes of error answers that a client branches on (the words may change; these do not).
 * `developer_suspended`: the API key is valid but its developer account is suspended (403).
 * `report_handled`: the app report was already handled by staff (409).
 * `app_not_on_store`: the app is not in the App Store (any more) (409).
 * `slug_locked`: the app has been published, so its address cannot change (409).
 * `slug_taken`: another app or developer has (or had) the address (409).
 */
export const apiErrorCodes = {
  developerSuspended: 'developer_suspended',
  reportHandled: 'report_handled',
  appNotOnStore: 'app_not_on_store',
  slugLocked: 'slug_locked',
  slugTaken: 'slug_taken',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];

/** Every error answer: `{ message, code?, errors? }`, errors keyed by field path (see errors.ts). */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('What went wrong, in a sentence a person can act on.'),
    code: z
      .enum(Object.values(apiErrorCodes) as [ApiErrorCode, ...ApiErrorCode[]])
      .optional()
      .describe('Set where a client must tell this error from others of its status; see apiErrorCodes.'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe(`Per-field messages (field path → message), with the message "${validationFailed}".`),
  })
  .meta({ id: 'Error', description: 'An error answer.' });

/**
 * Every 4xx and 5xx answer of a route is an `apiErrorSchema` (the one error handler writes them):
 * spread into a route's `response` next to its success answer.
 */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** `{ ok: true }`: done (a delete, a sign-out). */
export const okSchema = z.object({ ok: z.literal(true) });

/** `{ ok: true, message }`: done, with a sentence to show. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });

const MAX_ID = 2_147_483_647;

/**
 * The `:id` route parameter: a positive integer. Anything else is a record that does not exist, answered
 * 404 with `notFound` (the server's error handler answers params failures so).
 */
export const idParamsSchema = (notFound: string) =>
  z.object({
    id: z
      .string()
      .regex(/^\d{1,10}$/, notFound)
      .transform(Number)
      .pipe(z.number().int().min(1, notFound).max(MAX_ID, notFound))
      // Described as what it is, an integer: every integer in range is accepted (sent in decimal, as
      // every client writes one in a path); `pattern: undefined` drops the string pattern of the input.
      .meta({
        description: 'The record id, a positive integer.',
        type: 'integer',
        minimum: 1,
        maximum: MAX_ID,
        pattern: undefined,
      }),
  });
