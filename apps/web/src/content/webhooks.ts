/** Words of the console's Webhooks and Request log tabs. */
import { REQUEST_LOG_DAYS, webhookEventTypes, type WebhookEventType } from '@app/contracts/api/webhooks';

const webhookEventText: Record<WebhookEventType, string> = {
  'submission.approved': 'A submission is approved',
  'submission.rejected': 'A submission is not approved',
  'submission.published': 'A submission is published in the App Store',
  'submission.withdrawn': 'A published version is withdrawn',
  'app.listing_changed': "An app's listing changes",
  'device.developer_mode_granted': 'Developer mode is granted to a device',
  'key.expiring': 'An API key expires within 7 days',
};

export const webhookEventOptions = webhookEventTypes.map((value) => ({
  value,
  label: `${value}: ${webhookEventText[value]}`,
}));

export const webhooksCopy = {
  heading: 'Webhooks',
  lead: 'We send a signed POST to your endpoints when something happens, and retry for a day until they answer 2xx.',
  add: 'Add endpoint',
  empty: 'No webhook endpoints yet',
  emptyHint: 'Add an HTTPS endpoint and choose the events it should receive.',
  guideLink: { label: 'How to verify the signature', href: '/docs/webhooks' },
  events: 'Events',
  secret: 'Signing secret',
  sendTest: 'Send test event',
  rotate: 'Rotate secret',
  remove: 'Delete',
  deliveries: 'Recent deliveries',
  noDeliveries: 'No deliveries yet. Send a test event to try the endpoint.',
  resend: 'Resend',
  loadFailed: 'We could not load your webhook endpoints.',
  deliveriesFailed: 'We could not load the deliveries.',
  retry: 'Try again',
  columns: {
    event: 'Event',
    status: 'Status',
    response: 'Response',
    time: 'Time',
    attempts: 'Attempts',
  },
  deliveryStatus: { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' },
  noResponse: 'No answer',
  form: {
    title: 'Add webhook endpoint',
    description: 'Deliveries go to this URL as JSON, signed with the endpoint’s secret.',
    url: 'Endpoint URL',
    urlHint: 'HTTPS, reachable from the internet.',
    descriptionLabel: 'Description (optional)',
    events: 'Events to send',
    cancel: 'Cancel',
    submit: 'Add endpoint',
    pending: 'Adding...',
    failed: 'Could not add the endpoint',
  },
  secretDialog: {
    title: 'Your webhook signing secret',
    description: 'Copy it now: this is the only time the full secret is shown.',
    copy: 'Copy secret',
    copiedAnnouncement: 'Signing secret copied to the clipboard',
    copyFailed: 'Copying is not available in this browser. Select the secret and copy it manually.',
    warning:
      'Your endpoint uses this secret to check that a delivery came from us. Keep it in your server’s secrets, never in source code. If it leaks, rotate it.',
    done: "I've saved the secret",
  },
  rotateTitle: 'Rotate the signing secret?',
  rotateDescription: (url: string) =>
    `Deliveries to ${url} are signed with a new secret from now on; the old one stops working at once.`,
  removeTitle: 'Delete this endpoint?',
  removeDescription: (url: string) => `No more deliveries go to ${url}, and its delivery history is deleted.`,
  toasts: {
    testQueued: 'Test event sent',
    resent: 'Delivery queued again',
    removed: 'Endpoint deleted',
    failed: 'Something went wrong',
  },
} as const;

export const requestLogCopy = {
  heading: 'Request log',
  lead: `Requests made with your API keys in the last ${REQUEST_LOG_DAYS} days, newest first (the latest 100).`,
  key: 'API key',
  allKeys: 'All keys',
  search: 'Request ID',
  searchPlaceholder: 'Paste an X-Request-Id',
  empty: 'No requests yet',
  emptyHint: 'Requests made with your API keys appear here within moments.',
  notFound: 'No request with this ID in the last 30 days.',
  loadFailed: 'We could not load the request log.',
  retry: 'Try again',
  columns: {
    time: 'Time',
    method: 'Method',
    path: 'Path',
    status: 'Status',
    requestId: 'Request ID',
    errorCode: 'Error code',
    key: 'Key',
  },
} as const;
