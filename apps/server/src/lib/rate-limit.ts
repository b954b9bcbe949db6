import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/** Where hit counts live: shared by every instance (database or Redis, see rate-limit-stores.ts). */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  reset(key: string): Promise<void>;
  /** Releases connections the store holds; called when the app closes. */
  close?(): Promise<void>;
}

/** Counts in this process only; for tests that want a store they can empty between cases. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, RateLimitHit>();

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = Date.now();
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size > 50_000) this.sweep(now);
      const fresh = { count: 1, resetAt: now + windowMs };
      this.buckets.set(key, fresh);
      return { ...fresh };
    }
    bucket.count += 1;
    return { ...bucket };
  }

  async reset(key: string): Promise<void> {
    this.buckets.delete(key);
  }

  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}

export interface RateLimitRule {
  /** Bucket name, e.g. 'public-post'. */
  name: string;
  max: number;
  windowMs: number;
  /** What identifies the caller; the client IP by default. */
  key?: (request: FastifyRequest) => string;
  message?: string;
}

/** One caller's budget under a rule: the counter, how many hits a window allows, the window. */
interface RateLimitCharge {
  key: string;
  max: number;
  windowMs: number;
  /** The rule's own 429 text; without one, the answer says how long to wait (rateLimitMessage). */
  message: string | undefined;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The default 429 text, naming the wait the Retry-After header gives: the public forms' window is
 * 10 minutes, so "wait a moment" would send a visitor into a row of further refusals.
 */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many requests. Please try again in ${wait}.`;
}

function chargeFor(rule: RateLimitRule, request: FastifyRequest): RateLimitCharge {
  const who = rule.key ? rule.key(request) : request.ip;
  return {
    key: `${rule.name}:${who}`,
    max: rule.max,
    windowMs: rule.windowMs,
    message: rule.message,
  };
}

/** Throws the 429 (with Retry-After) when a counted hit is over the charge's budget. */
function assertWithinLimit(charge: RateLimitCharge, hit: RateLimitHit): void {
  if (hit.count <= charge.max) return;
  const retryAfter = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
  const message = charge.message ?? rateLimitMessage(retryAfter);
  throw new AppError('rate_limited', message, undefined, { 'Retry-After': String(retryAfter) });
}

/** Counts one hit now and throws the 429 when it is over the budget. */
async function chargeNow(store: RateLimitStore, charge: RateLimitCharge): Promise<void> {
  assertWithinLimit(charge, await store.hit(charge.key, charge.windowMs));
}

/** A preHandler answering 429 with Retry-After once a caller exceeds the rule. */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): preHandlerAsyncHookHandler {
  return async (request) => chargeNow(store, chargeFor(rule, request));
}
