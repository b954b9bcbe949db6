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
 * Machine-readable codes of error answers: every error body carries one, and clients branch on these,
 * never on the words (the words may change; these do not).
 */
export const apiErrorCodes = {
  /** 400: the request is malformed (bad JSON, wrong content type, a path that does not decode). */
  badRequest: 'bad_request',
  /** 400: the payload failed its schema or a rule; `errors` names the fields. */
  validationFailed: 'validation_failed',
  /** 401: no session, or the session ended (signed out elsewhere, account disabled). */
  sessionExpired: 'session_expired',
  /** 401: the sign-in's user name, address or password is wrong. */
  wrongCredentials: 'wrong_credentials',
  /** 401: the sign-in's second-factor code or recovery code is wrong. */
  wrongCode: 'wrong_code',
  /** 401: the sign-in's second-factor step took too long or was already used; start again. */
  challengeExpired: 'challenge_expired',
  /** 401: too many wrong passwords when confirming an action: the session was ended. */
  reauthLocked: 'reauth_locked',
  /** 401: any other refusal of who is asking. */
  unauthorized: 'unauthorized',
  /** 403: the password (or code) confirming an action is wrong. */
  wrongPassword: 'wrong_password',
  /** 403: another kind of session (a partner on a staff route), or a staff member without the role. */
  noAccess: 'no_access',
  /** 403: the staff member must set up two-factor authentication before anything else. */
  secondFactorSetupRequired: 'second_factor_setup_required',
  /** 403: a request carrying the session cookie came from another site. */
  crossSite: 'cross_site',
  /** 403: the API key is valid but its developer account is suspended. */
  developerSuspended: 'developer_suspended',
  /** 403: any other refusal. */
  forbidden: 'forbidden',
  /** 404: no such record, route or link. */
  notFound: 'not_found',
  /** 409: the record's state does not allow this (already done, taken, changed meanwhile). */
  conflict: 'conflict',
  /** 413: the body or file is too large. */
  payloadTooLarge: 'payload_too_large',
  /** 429: too many requests; `Retry-After` says when to try again. */
  rateLimited: 'rate_limited',
  /** 500: something failed on the server's side. */
  internalError: 'internal_error',
  /** 503: the database cannot serve right now; retry. */
  serviceUnavailable: 'service_unavailable',
  /** 409: developer devices: the per-developer limit is reached. */
  deviceLimitReached: 'device_limit_reached',
  /** 409: developer devices: the serial number is held by an account. */
  deviceSerialTaken: 'device_serial_taken',
  /** 409: developer devices: the device's status does not allow this change. */
  deviceTransitionRefused: 'device_transition_refused',
  /** 409: developer devices: no valid certificate to download. */
  deviceNotGranted: 'device_not_granted',
  /** 409: developer devices: a granted device must be revoked before it is removed. */
  deviceRemoveGranted: 'device_remove_granted',
  /** 409: an SDK already has a release with this version. */
  sdkReleaseExists: 'sdk_release_exists',
  /** 409: a withdrawn release made current, or the current release withdrawn. */
  sdkReleaseState: 'sdk_release_state',
  /** 409: the app report was already handled by staff. */
  reportHandled: 'report_handled',
  /** 409: the app is not in the App Store (any more). */
  appNotOnStore: 'app_not_on_store',
  /** 409: the app has been published, so its address cannot change. */
  slugLocked: 'slug_locked',
  /** 409: another app or developer has (or had) the address. */
  slugTaken: 'slug_taken',
  /** 404: no such submission of this app (or the app is not the caller's). */
  submissionNotFound: 'submission_not_found',
  /** 409: the submission is no longer pending (decided or cancelled), so it cannot be cancelled or changed. */
  submissionNotPending: 'submission_not_pending',
  /** 400: `screenshots` (URLs) is no longer accepted; upload the files to the submission instead. */
  screenshotUrlsRemoved: 'screenshot_urls_removed',
  /** 403: a publishable key (`…_pk_…`) on an operation that needs a secret key. */
  publishableKeyForbidden: 'publishable_key_forbidden',
  /** 403: a secret key on an app's client operation, which takes the app's publishable key. */
  publishableKeyRequired: 'publishable_key_required',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];
export const apiErrorCodeValues = Object.values(apiErrorCodes) as [ApiErrorCode, ...ApiErrorCode[]];

/** Every error answer: `{ message, code, errors? }`, errors keyed by field path (see errors.ts). */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('What went wrong, in a sentence a person can act on.'),
    code: z
      .enum(apiErrorCodeValues)
      .describe('What went wrong, for a program to branch on (the message may change; the code does not).'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe(`Per-field messages (field path → message), with the message "${validationFailed}".`),
    requestId: z
      .string()
      .optional()
      .describe(
        "The developer API (`/api/v1`) only: the request's id, as in its `X-Request-Id` header and the console's request log.",
      ),
  })
  .meta({ description: 'An error answer.' });

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
