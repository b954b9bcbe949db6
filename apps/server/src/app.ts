import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DbHandle } from '@app/db';
import { brand, site } from '@app/contracts/site';
import { fastifyTrustProxy, type Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { RateLimitStore } from './lib/rate-limit.ts';
import { createRateLimitStore } from './lib/rate-limit-stores.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/client-errors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerZodCompilers } from './plugins/zod-compilers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { logRedaction } from './plugins/log-redaction.ts';
import { genRequestId, registerRequestIdHeader } from './plugins/request-id.ts';
import { defaultWebDist, registerStaticSite } from './plugins/static-site.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  enqueueEmail,
  logTransport,
  type MailTransport,
  newMessageId,
  OutboxWorker,
  smtpTransport,
} from './modules/email/index.ts';
import { FormGuard, formTokenRoutes } from './modules/form-guard/index.ts';
import { leadRoutes } from './modules/leads/index.ts';
import { partnerApplicationRoutes } from './modules/partner-applications/index.ts';
import { developerApplicationRoutes } from './modules/developer-applications/index.ts';
import { newsletterHeaders, subscriberRoutes } from './modules/subscribers/index.ts';
import { consentRoutes } from './modules/consent/index.ts';
import { analyticsRoutes, builtSitePaths } from './modules/analytics/index.ts';
import { registerCookies } from './session/cookie.ts';
import { decorateSessions } from './session/guards.ts';
import type { AccountLookup } from './session/accounts.ts';
import { isSecondFactorEnabled } from './modules/second-factor/index.ts';
import { registerCsrfCheck } from './session/csrf.ts';
import { registerStorableTextCheck } from './plugins/storable-text.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { authRoutes } from './modules/staff-auth/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { activeProfile, partnerPortalRoutes } from './modules/partner-portal/index.ts';
import { activeDeveloper, developerPortalRoutes } from './modules/developer-portal/index.ts';
import { consoleRoutes } from './modules/console/index.ts';
import { apiKeyRateLimit, developerApiRoutes } from './modules/developer-api/index.ts';
import { appStoreRoutes } from './modules/app-store/index.ts';
import { appReportRoutes } from './modules/app-reports/index.ts';
import { docsSearchRoutes } from './modules/docs-search/index.ts';
import { developerModeKeyRoutes } from './modules/devices/index.ts';
import { sdkReleasePublicRoutes, seedSampleReleases } from './modules/sdk-releases/index.ts';
import { RetentionScheduler } from './modules/retention/index.ts';
import { WebhookWorker } from './modules/webhooks/index.ts';
import { registerRequestLog } from './modules/request-logs/index.ts';
import type { Clock } from './lib/clock.ts';
import { DatabaseBreaker } from './lib/database-breaker.ts';
import { loadPageRenderer } from './lib/page-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface AppDeps {
  config: Config;
  dbHandle: DbHandle;
  /** Signing key for tokens; main.ts resolves it from SECRET_KEY or the data folder. */
  secretKey: string;
  /** Built web app to serve; `null` serves the API only (most API tests). */
  webDist?: string | null;
  logger?: boolean;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  transport?: MailTransport;
  rateLimits?: RateLimitStore;
  /** Start the outbox worker's timer (main.ts); tests call `app.ctx.outbox.drain()` instead. */
  startWorkers?: boolean;
  /** Clock of the form time tokens and the newsletter confirmation links (ms since epoch); tests inject one to age them. */
  now?: () => number;
  /** Clock of the outbox worker, the retention schedule and the rate-limit sweep; tests move it by hand. */
  clock?: Clock;
  /** PEM key and certificate: the app itself serves HTTPS (TLS_KEY, TLS_CERT; see https.ts). */
  tls?: { key: Buffer; cert: Buffer };
  /** The public pages analytics events may name; by default the built site's (routes.json). Tests set it. */
  sitePaths?: readonly string[];
  /** Told of every route as it is registered, with its options (the route-contract test walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** The session guards' account-lookup port, filled by the modules owning the accounts. */
const accountLookup: AccountLookup = {
  activePartner: activeProfile,
  activeDeveloper,
  staffHasSecondFactor: (db, staffId) => isSecondFactorEnabled(db, { kind: 'staff', id: staffId }),
};

/** Builds the whole HTTP app without listening; tests drive it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Node checks its open connections for the headers and request timeouts every
  // `connectionsCheckingInterval` (30 s by default, longer than the timeouts themselves): a quarter of the
  // headers timeout keeps the bound close.
  const nodeServerTimeouts = {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(100, Math.round(config.HEADERS_TIMEOUT_MS / 4)),
  };
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...logRedaction,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: genRequestId,
    // A request that never finishes arriving must not hold a connection forever (slowloris): headers
    // within HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS, else 408 and closed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // A socket silent for this long in any state is closed (after the request timeout has had its turn).
    connectionTimeout: 2 * config.REQUEST_TIMEOUT_MS,
    ...(deps.tls ? { https: { ...deps.tls, ...nodeServerTimeouts } } : { http: nodeServerTimeouts }),
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerRequestIdHeader(app);
  // JSON is the only body the API takes (besides the one-click unsubscribe's form, its route's own parser):
  // without this Fastify would parse text/plain too and hand a route a string. Anything else answers 415.
  app.removeContentTypeParser('text/plain');

  const transport =
    deps.transport ??
    (config.SMTP_URL
      ? smtpTransport(config.SMTP_URL)
      : logTransport(app.log, { withText: config.NODE_ENV !== 'production' }));
  const mailDomain = new URL(config.publicUrl).hostname;
  const outbox = new OutboxWorker({
    db: deps.dbHandle.db,
    transport,
    from: config.MAIL_FROM ?? `${site.noReplyEmail}`,
    log: app.log,
    pollMs: config.OUTBOX_POLL_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    headersFor: newsletterHeaders,
    clock: deps.clock,
  });
  // Counters shared by every instance (database, or Redis with REDIS_URL); an injected store is the caller's.
  const rateLimits =
    deps.rateLimits ??
    createRateLimitStore({
      db: deps.dbHandle.db,
      redisUrl: config.REDIS_URL,
      log: app.log,
      clock: deps.clock,
    });
  const webhooks = new WebhookWorker({
    db: deps.dbHandle.db,
    secretKey: deps.secretKey,
    log: app.log,
    policy: { allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK },
    pollMs: config.WEBHOOKS_POLL_MS,
    clock: deps.clock,
    userAgent: `${brand.name}-Webhooks/1.0 (+${config.siteOrigin}/docs/webhooks)`,
  });
  const webDist = deps.webDist === null ? undefined : (deps.webDist ?? defaultWebDist());
  const ctx: AppContext = {
    db: deps.dbHandle.db,
    dbHandle: deps.dbHandle,
    config,
    secretKey: deps.secretKey,
    now: deps.now ?? Date.now,
    rateLimits,
    outbox,
    queueEmail: (tx, mail) => enqueueEmail(tx, mail, mailDomain),
    newMessageId: () => newMessageId(mailDomain),
    mailQueued: () => outbox.kick(),
    webhooks,
    webDist,
    pages: await loadPageRenderer(webDist, config.siteOrigin),
  };
  app.decorate('ctx', ctx);
  decorateSessions(app, accountLookup);
  // Queries fail at once while the database is known not to answer (503 + Retry-After), until it does.
  const databaseBreaker = new DatabaseBreaker(() => deps.dbHandle.ping(), deps.clock);
  deps.dbHandle.setGate(databaseBreaker.admit);
  app.decorate('databaseBreaker', databaseBreaker);
  const retention = new RetentionScheduler(deps.dbHandle.db, app.log, deps.clock);
  app.addHook('onClose', async () => {
    databaseBreaker.stop();
    deps.dbHandle.setGate(null);
    await outbox.stop();
    await webhooks.stop();
    await retention.stop();
    transport.close?.();
    if (!deps.rateLimits) await rateLimits.close?.();
  });

  registerZodCompilers(app);
  registerErrorHandler(app);
  await registerOpenApi(app, apiKeyRateLimit, config.siteOrigin);
  registerSecurityHeaders(app);
  await registerCookies(app);
  registerCsrfCheck(app);
  registerStorableTextCheck(app);
  registerRequestLog(app, ctx);
  healthRoutes(app, {
    dbHandle: deps.dbHandle,
    breaker: databaseBreaker,
    deadlineMs: config.HEALTH_DEADLINE_MS,
  });
  const formGuard = new FormGuard({
    secretKey: deps.secretKey,
    now: deps.now ?? Date.now,
    minAgeMs: config.FORM_TOKEN_MIN_AGE_MS,
  });
  await app.register(async (publicApi) => {
    formTokenRoutes(publicApi, formGuard);
    consentRoutes(publicApi, ctx);
    // First-party analytics (issue 24; consent-bound and limited, issue 35).
    analyticsRoutes(publicApi, ctx, {
      ...(deps.clock ? { clock: deps.clock } : {}),
      sitePaths: deps.sitePaths ?? builtSitePaths(webDist),
    });
    // Each form's API, and its pages for browsers without JavaScript (browser-form.ts).
    leadRoutes(publicApi, ctx, formGuard);
    partnerApplicationRoutes(publicApi, ctx, formGuard);
    developerApplicationRoutes(publicApi, ctx, formGuard);
    subscriberRoutes(publicApi, ctx, formGuard);
    appReportRoutes(publicApi, ctx, formGuard);
  });
  authRoutes(app, ctx);
  adminRoutes(app, ctx);
  partnerPortalRoutes(app, ctx);
  developerPortalRoutes(app, ctx);
  consoleRoutes(app, ctx);
  developerApiRoutes(app, ctx);
  appStoreRoutes(app, ctx);
  docsSearchRoutes(app, ctx);
  developerModeKeyRoutes(app, ctx);
  sdkReleasePublicRoutes(app, ctx);
  registerStaticSite(app, webDist, config.siteOrigin);
  // The sample SDK releases (2.1.0, 1.8.2, 1.5.1) exist from the first start; existing rows are kept. A
  // database that refuses the write (read-only, failing over) must not stop the site from serving: the
  // warning says so, and the next start seeds them.
  await seedSampleReleases(deps.dbHandle.db, config.siteOrigin).catch((error: unknown) => {
    app.log.warn({ err: error }, 'sample SDK releases not seeded at start: the database refused the write');
  });
  await app.ready();
  if (deps.startWorkers) outbox.start();
  if (deps.startWorkers) webhooks.start();
  if (deps.startWorkers && config.RETENTION_JOB) retention.start();
  return app;
}
