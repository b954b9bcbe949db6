/**
 * The per-IP limit on public POSTs (guarded forms, consent, confirm and unsubscribe links): one family of
 * posts, RATE_LIMIT_PUBLIC_MAX per 10 minutes. Here, not in a module, because several modules share it.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { rateLimit, type RateLimitRule, type RateLimitStore } from './rate-limit.ts';

/** What the limit reads of the app's context. */
interface PublicLimitContext {
  config: Pick<Config, 'RATE_LIMIT_PUBLIC_MAX'>;
  rateLimits: RateLimitStore;
}

const PUBLIC_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Per-IP limit for one family of public POSTs: RATE_LIMIT_PUBLIC_MAX (times `factor`) per 10 minutes. */
function publicRule(ctx: PublicLimitContext, family: string, factor = 1): RateLimitRule {
  return {
    name: `public:${family}`,
    max: ctx.config.RATE_LIMIT_PUBLIC_MAX * factor,
    windowMs: PUBLIC_RATE_WINDOW_MS,
  };
}

/** The public limit as a preHandler (a guarded form uses it for its API and page posts alike). */
export function publicRateLimit(
  ctx: PublicLimitContext,
  family: string,
  factor = 1,
): preHandlerAsyncHookHandler {
  return rateLimit(ctx.rateLimits, publicRule(ctx, family, factor));
}
