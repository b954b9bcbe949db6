/** The webhooks module's public entry: what other modules and the composition root may use. */
import type { Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { emitEvent, type WebhookEventInput } from './service.ts';

export { consoleWebhookRoutes } from './routes.ts';
export { expireWebhookHistory, queueKeyExpiringEvents } from './service.ts';
export { WebhookWorker } from './worker.ts';

/**
 * Queues a webhook event (`submission.published`, …) to the developer's subscribed endpoints, inside `tx`,
 * the transaction of the change it reports; call `ctx.webhooks.kick()` after it commits to deliver at once
 * (else the worker's next poll does). Returns how many deliveries were queued.
 */
export const emitWebhookEvent = (ctx: AppContext, tx: Database, event: WebhookEventInput): Promise<number> =>
  emitEvent(tx, ctx.webhooks, event);
