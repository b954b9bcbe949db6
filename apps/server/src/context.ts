import type { PageRenderer } from '@app/contracts/server-pages';
import type { Database, DbHandle } from '@app/db';
import type { Config } from './config.ts';
import type { RateLimitStore } from './lib/rate-limit.ts';
import type { OutboxWorker, OutgoingEmail } from './modules/email/index.ts';
import type { WebhookWorker } from './modules/webhooks/index.ts';

/** What route modules get: the database, configuration, mail, rate limits and the signing key. */
export interface AppContext {
  db: Database;
  dbHandle: DbHandle;
  config: Config;
  secretKey: string;
  /** The app's clock (ms since epoch): expiry of signed links; tests inject one to age them. */
  now(): number;
  rateLimits: RateLimitStore;
  outbox: OutboxWorker;
  /** Queue a mail inside `tx` (the transaction writing the data it reports) and wake the worker after commit. */
  queueEmail(tx: Database, mail: OutgoingEmail): Promise<number>;
  /** A Message-ID for mail queued without `queueEmail` (see modules/form-guard/form-submission.ts). */
  newMessageId(): string;
  /** Call after the transaction that queued mail has committed. */
  mailQueued(): void;
  /** Webhook deliveries: the worker's clock (`now`) and `kick()`, to call after queuing ones has committed. */
  webhooks: WebhookWorker;
  /** The built web app (apps/web/dist), when served. */
  webDist?: string | undefined;
  /** Renders the site's pages with data (the web build's server entry); undefined without a build. */
  pages?: PageRenderer | undefined;
}
