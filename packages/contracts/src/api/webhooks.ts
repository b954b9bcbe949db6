/**
 * Webhooks and request logs: the console's forms and answers, and the events a developer's endpoint
 * receives (their JSON body, and the signature header: see `webhookSignatureHeader`).
 */
import { z } from 'zod';
import { deviceModelName } from '../device-models';
import type { MessagesOf } from '../messages';
import { brand } from '../site';
import { isoDateTime } from './common';

/** Events an endpoint can subscribe to. `webhook.test` is sent only by the console's Send test event. */
export const webhookEventTypes = [
  'submission.approved',
  'submission.rejected',
  'submission.published',
  'submission.withdrawn',
  'app.listing_changed',
  'device.developer_mode_granted',
  'key.expiring',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookTestEventType = 'webhook.test';

/** `Lumen-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (the brand's name). */
export const webhookSignatureHeader = `${brand.name}-Signature`;
/** A receiver refuses a signature whose `t` is further than this from its own clock (replays). */
export const webhookToleranceSeconds = 300;
/** The signing secret's lead: `whsec_` and 32 random characters. */
export const webhookSecretLead = 'whsec_';

export const webhookMessages = {
  urlInvalid: 'Enter the endpoint as a full URL, e.g. https://example.com/webhooks',
  httpsRequired: 'The endpoint must use https://',
  credentialsRefused: 'The URL must not contain a user name or password',
  privateAddress: 'This address is not reachable from the internet (private, loopback or reserved)',
  unresolvable: 'This host name does not resolve',
  eventsRequired: 'Choose at least one event',
  tooManyEndpoints: (max: number) => `You can have at most ${max} webhook endpoints.`,
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;
/** The webhook messages with their words free: the Chinese console's are in webhooks-zh.ts. */
export type WebhookMessages = MessagesOf<typeof webhookMessages>;

const MAX_URL = 2048;

/**
 * Register an endpoint (console), with the messages `messages` (the export below: English). The server
 * also checks the host resolves to public addresses only.
 */
export const newWebhookEndpointSchemaWith = (messages: WebhookMessages) =>
  z.object({
    url: z
      .string({ error: messages.urlInvalid })
      .trim()
      .min(1, messages.urlInvalid)
      .max(MAX_URL, messages.urlInvalid)
      // Aborting: the checks below read the value as a URL, which throws on one that does not parse.
      .refine((value) => URL.canParse(value), { error: messages.urlInvalid, abort: true })
      .refine((value) => {
        const { username, password } = new URL(value);
        return !username && !password;
      }, messages.credentialsRefused)
      .refine((value) => ['https:', 'http:'].includes(new URL(value).protocol), messages.httpsRequired),
    description: z.string().trim().max(200).optional(),
    events: z
      .array(z.enum(webhookEventTypes), { error: messages.eventsRequired })
      .min(1, messages.eventsRequired)
      .max(webhookEventTypes.length),
  });
export const newWebhookEndpointSchema = newWebhookEndpointSchemaWith(webhookMessages);
export type NewWebhookEndpoint = z.infer<typeof newWebhookEndpointSchema>;
export type NewWebhookEndpointInput = z.input<typeof newWebhookEndpointSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  secretPrefix: z.string().describe("The signing secret's first characters."),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** Made or secret rotated: the secret, in this one answer only. */
export const webhookEndpointSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable().describe("The endpoint's HTTP status at the last attempt."),
  responseMs: z.number().int().nullable().describe('How long the last attempt took, in milliseconds.'),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  nextAttemptAt: isoDateTime.nullable().describe('When it is tried again (pending only).'),
  deliveredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookDeliveryQueuedSchema = z.object({ delivery: webhookDeliverySchema });

/** The JSON body of every delivery (the same for each delivery of one event). */
export const webhookEventSchema = z
  .object({
    id: z.string().describe('The event id, `evt_…`; a resend carries the same id.'),
    type: z.string().describe(`One of ${webhookEventTypes.join(', ')}, or ${webhookTestEventType}.`),
    created: z.number().int().describe('When the event happened, in Unix seconds.'),
    data: z.record(z.string(), z.unknown()).describe('What the event is about (see the webhooks guide).'),
  })
  .meta({ description: 'The body of a webhook delivery.' });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** One request made with an API key, as the console's request log lists it. */
export const requestLogSchema = z.object({
  id: z.number().int(),
  keyId: z.number().int(),
  keyName: z.string(),
  keyPrefix: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  requestId: z.string(),
  errorCode: z.string().nullable(),
  createdAt: isoDateTime,
});
export const requestLogListSchema = z.object({ requests: z.array(requestLogSchema) });
/** GET /api/console/request-logs?keyId=&requestId= */
export const requestLogQuerySchema = z.object({
  keyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  requestId: z.string().trim().max(128).optional(),
});
/** Days a request stays in the log. */
export const REQUEST_LOG_DAYS = 30;

const exampleSubmission = {
  id: 314,
  appId: 42,
  version: '1.4.0',
  releaseNotes: 'Turn-by-turn arrows are larger.',
  downloadUrl: 'https://downloads.example.com/lens-lab-1.4.0.apk',
  screenshots: [],
  reviewNotes: null,
  listing: null,
  reviewedAt: '2026-11-26T10:15:00.000Z',
  publishedAt: null,
  createdAt: '2026-11-25T09:30:00.000Z',
};
const exampleApp = { id: 42, name: 'Lens Lab', slug: 'lens-lab' };
const created = 1764152100;

/** One body per event type, as a delivery sends it: the docs and the OpenAPI document show these. */
export const webhookEventExamples: Record<WebhookEventType | typeof webhookTestEventType, WebhookEvent> = {
  'submission.approved': {
    id: 'evt_4GpXn2qLrT8sVb3kYw9ZcH1d',
    type: 'submission.approved',
    created,
    data: {
      submission: { ...exampleSubmission, status: 'approved', reviewNotes: 'Looks great' },
      app: exampleApp,
    },
  },
  'submission.rejected': {
    id: 'evt_7JtQm5wNcR2xVa8kPz3LbF6g',
    type: 'submission.rejected',
    created,
    data: {
      submission: { ...exampleSubmission, status: 'rejected', reviewNotes: 'The app closes on start.' },
      app: exampleApp,
    },
  },
  'submission.published': {
    id: 'evt_9KsRb4vMdW1yXc7nQa2JhG5e',
    type: 'submission.published',
    created,
    data: {
      submission: { ...exampleSubmission, status: 'published', publishedAt: '2026-11-26T10:15:00.000Z' },
      app: exampleApp,
    },
  },
  'submission.withdrawn': {
    id: 'evt_2HwLc8xPeS5zYd4mRb7KjN3f',
    type: 'submission.withdrawn',
    created,
    data: {
      submission: { ...exampleSubmission, status: 'withdrawn', publishedAt: '2026-11-26T10:15:00.000Z' },
      app: exampleApp,
    },
  },
  'app.listing_changed': {
    id: 'evt_5NvTd3yQfU6aZe9pSc1LkM8h',
    type: 'app.listing_changed',
    created,
    data: {
      app: {
        ...exampleApp,
        description: 'Arrows for walking directions.',
        sdkType: 'cxr-m',
        category: 'navigation',
        version: '1.4.0',
        status: 'published',
        visibility: 'public',
        createdAt: '2026-10-02T08:00:00.000Z',
        updatedAt: '2026-11-26T10:15:00.000Z',
      },
      changed: ['description'],
    },
  },
  'device.developer_mode_granted': {
    id: 'evt_8PxWf6zRgV3bAf2qTd4MlJ7k',
    type: 'device.developer_mode_granted',
    created,
    data: {
      device: {
        id: 7,
        model: 'ar-joy2',
        modelName: deviceModelName('ar-joy2'),
        serialNumber: 'LMN2X0042',
        certificateExpiresAt: '2027-11-26T10:15:00.000Z',
        automatic: false,
      },
    },
  },
  'key.expiring': {
    id: 'evt_key_expiring_12_1764806399999',
    type: 'key.expiring',
    created,
    data: {
      key: {
        id: 12,
        keyName: 'CI pipeline',
        keyPrefix: 'lumen_live_a1B2c3D4',
        expiresAt: '2026-12-03T23:59:59.999Z',
      },
    },
  },
  'webhook.test': {
    id: 'evt_3QyXg7aShW4cBg1rUe5NmK9j',
    type: 'webhook.test',
    created,
    data: {
      endpoint: { id: 5, url: 'https://example.com/webhooks' },
      message: 'A test event from the console.',
    },
  },
};
