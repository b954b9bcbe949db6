import { isIP } from 'node:net';
import { z } from 'zod';
import { wholeFamilyCovered } from './lib/address-ranges.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** Workers PostgreSQL may add to one query; 0 (none) suits many small concurrent requests. */
  DATABASE_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** PostgreSQL: give up opening a connection after this long (the request then answers 503). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** PostgreSQL: the server cancels a statement running longer than this (`statement_timeout`). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** PostgreSQL: the app stops waiting for an answer after this long (a database that never replies). */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The site's public address: e-mailed links, and the base URL of every absolute address the site
   * writes (canonical links, the sitemap, the docs' samples, the OpenAPI document's `servers`).
   */
  PUBLIC_URL: z
    .url()
    .refine(isSiteOrigin, {
      message:
        "use the site's origin only: http:// or https://, a host name or IP address, an optional port, nothing after it",
    })
    .optional(),
  /** Where the built web app lives; defaults to apps/web/dist beside the server. */
  WEB_DIST: z.string().optional(),
  /** Which proxies may set X-Forwarded-For/-Proto: none (default), a hop count, or their addresses. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(100 * 1024),
  /** A request whose headers have not all arrived after this long is answered 408 and dropped. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** A request (headers and body) not complete after this long is answered 408 and dropped. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** smtp(s)://user:pass@host:port — real delivery; without it mail stays in the outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Who hears about new leads, applications and subscribers. */
  STAFF_NOTIFY_EMAIL: z.email().optional(),
  /** Key for signed tokens (form time tokens, unsubscribe links); at least 32 characters. Without it a random
   *  key is generated once and kept in the database (shared by every instance on it). */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** `/healthz` and `/readyz` answer 503 when the database has not answered within this long. */
  HEALTH_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(1_000),
  /** How long a claimed outbox message stays reserved for its sender; after a crash it is retried then. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  /** First start only: the staff account created when no admin exists (else `admin` with a generated password). */
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.@+-]+$/, 'letters, digits and . _ @ + - only')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  /** Sessions (staff, partner, developer): absolute lifetime and idle timeout. */
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(12),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(60 * 24 * 30)
    .default(120),
  /** Public form submissions per client IP per form family per 10 minutes (consent logs: three times this). */
  RATE_LIMIT_PUBLIC_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * Sign-in attempts per client IP over all accounts of one kind per 15 minutes (unset: `loginLimits.perIp`,
   * 50; lib/sign-in-throttle.ts). A test suite signing in many times from one address raises it.
   */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** A form's time token must be at least this old when submitted (people take a moment; bots do not). */
  FORM_TOKEN_MIN_AGE_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** HTTPS served by the app itself: PEM file paths (both or neither). HTTP then only redirects. */
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  /** With TLS: the plain-HTTP port that redirects to HTTPS (unset: no HTTP listener). */
  HTTP_REDIRECT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Every staff account must enrol a second factor (TOTP) before using the admin area. */
  STAFF_REQUIRE_TOTP: bool.default(false),
  /** Worker processes of `npm start` (PostgreSQL only; the embedded database admits one process). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** redis://host:port — rate-limit counters in Redis; without it they live in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Run the daily retention job in this process (turn off on all but one instance if you prefer cron). */
  RETENTION_JOB: bool.default(true),
  /** Tests only: webhook endpoints on loopback addresses (127.0.0.0/8, ::1), over plain http too. */
  WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
  /** How often the webhook worker looks for due deliveries when nothing wakes it. */
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
});

/** proxy-addr's names for address ranges (loopback 127.0.0.1/8 and ::1, private and link-local ranges). */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The most proxies a real chain puts in front of the app (a CDN, a load balancer, nginx, and spare). */
export const MAX_TRUSTED_HOPS = 5;

const trustProxyHelp =
  'set it to the proxy addresses (e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/24,127.0.0.1) or to the number ' +
  'of proxies in front of the app (TRUST_PROXY=1); leave it unset without a proxy';

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a whole number trusts that many hops; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. `true` (trust every hop) is refused: with it a
 * client's own X-Forwarded-For entry became its address, so anyone could pick the address that rate limits
 * count and the audit log records. For the same reason a hop count above MAX_TRUSTED_HOPS (longer than any
 * real chain, so it reaches the client's own entries) and ranges that together cover every IPv4 or IPv6
 * address (`0.0.0.0/0`, `0.0.0.0/1,128.0.0.0/1`, `::/0`) are refused.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_HOPS) {
      ctx.addIssue({
        code: 'custom',
        message:
          `${text} hops is more proxies than a real chain has (at most ${MAX_TRUSTED_HOPS}); with it a ` +
          `client's own X-Forwarded-For entries would be believed; ${trustProxyHelp}`,
      });
      return z.NEVER;
    }
    return hops;
  }
  if (text === 'true' || text === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message: `"true" trusted every client's X-Forwarded-For and is no longer accepted; ${trustProxyHelp}`,
    });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an address or range: ${bad.join(', ')}; ${trustProxyHelp}`,
    });
    return z.NEVER;
  }
  const family = wholeFamilyCovered(entries);
  if (family) {
    ctx.addIssue({
      code: 'custom',
      message:
        `${text} covers every ${family} address, so every client could set its own address; ` +
        `name only your proxies: ${trustProxyHelp}`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for the parsed setting. Fastify 5 turned a bare hop count off (it cannot tell the
 * proxy from a client that reaches the app directly), so the count is a function trusting that many hops
 * from the socket: right only when nothing but the proxy can reach the app, as docs/deploy.md says.
 */
export function fastifyTrustProxy(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * Whether `value` names an origin and nothing more (a trailing `/` aside): the pages link from the root, so
 * a path could not work, and a host of letters, digits, dots and hyphens (or an IP address) needs no
 * escaping wherever the address is written: HTML, XML, JSON, a shell command, a JavaScript string.
 */
function isSiteOrigin(value: string): boolean {
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !value.includes('?') &&
    !value.includes('#') &&
    /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(url.hostname)
  );
}

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** PUBLIC_URL's origin (`https://www.example.com`): the base of every absolute address the site writes. */
  siteOrigin: string;
};

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (Boolean(cfg.TLS_CERT) !== Boolean(cfg.TLS_KEY)) {
    throw new ConfigError('Invalid environment configuration:\n  TLS_CERT, TLS_KEY: set both or neither');
  }
  if (cfg.HEADERS_TIMEOUT_MS > cfg.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid environment configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS',
    );
  }
  const wildcardHost = cfg.HOST === '0.0.0.0' || cfg.HOST === '::';
  // The redirect's target must come from configuration, never from the request's Host header (anyone
  // can send any); listening on every address, the only configured name is PUBLIC_URL.
  if (cfg.TLS_CERT && cfg.HTTP_REDIRECT_PORT !== undefined && !cfg.PUBLIC_URL && wildcardHost) {
    throw new ConfigError(
      'Invalid environment configuration:\n  HTTP_REDIRECT_PORT: set PUBLIC_URL (the public https:// ' +
        `address) so the redirect knows where to send visitors; HOST=${cfg.HOST} names no host`,
    );
  }
  const host = wildcardHost ? 'localhost' : cfg.HOST;
  const scheme = cfg.TLS_CERT ? 'https' : 'http';
  const publicUrl = cfg.PUBLIC_URL ?? `${scheme}://${host}:${cfg.PORT}`;
  return { ...cfg, publicUrl, siteOrigin: new URL(publicUrl).origin };
}
