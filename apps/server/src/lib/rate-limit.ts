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

export const defaultRateLimitMessage = 'Too many requests. Please wait a moment and try again.';

/** A preHandler answering 429 with Retry-After once a caller exceeds the rule. */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const who = rule.key ? rule.key(request) : request.ip;
    const { count, resetAt } = await store.hit(`${rule.name}:${who}`, rule.windowMs);
    if (count > rule.max) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      throw new AppError('rate_limited', rule.message ?? defaultRateLimitMessage);
    }
  };
}
