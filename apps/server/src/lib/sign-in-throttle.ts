/**
 * Sign-in throttling shared by the account kinds: failures counted per account *from one IP* (an attacker
 * elsewhere cannot lock the real user out) and per IP over all accounts. Over either limit the request is
 * refused with 429 and Retry-After before any password is checked. A success empties both buckets of its
 * address, so what counts is the failures since the last success (an office sharing one address is not
 * throttled by its own sign-ins).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitStore } from './rate-limit.ts';
import { AppError } from './app-error.ts';

/** Failed sign-ins allowed per window, for every kind of account. */
export const loginLimits: SignInLimits = {
  windowMs: 15 * 60_000,
  perAccountAndIp: 10,
  perIp: 50,
};
export const tooManyAttemptsMessage = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export interface SignInLimits {
  windowMs: number;
  perAccountAndIp: number;
  perIp: number;
}

export interface SignInThrottle {
  /** Counts one attempt; throws 429 (after `onThrottled`) when over a limit. */
  check(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
  /** Empties the address's buckets after a successful sign-in. */
  succeeded(request: FastifyRequest, account: string): Promise<void>;
}

export function signInThrottle(options: {
  store: RateLimitStore;
  /** Bucket prefix, e.g. 'developer-login'. */
  scope: string;
  limits: SignInLimits;
  message: string;
  onThrottled?: (request: FastifyRequest, account: string) => Promise<void>;
}): SignInThrottle {
  const { store, scope, limits } = options;
  const accountKey = (account: string, ip: string) => `${scope}:acct:${account}|${ip}`;
  return {
    async check(request, reply, account) {
      const [byAccount, byIp] = await Promise.all([
        store.hit(accountKey(account, request.ip), limits.windowMs),
        store.hit(`${scope}:ip:${request.ip}`, limits.windowMs),
      ]);
      const over =
        byAccount.count > limits.perAccountAndIp ? byAccount : byIp.count > limits.perIp ? byIp : null;
      if (!over) return;
      reply.header('Retry-After', String(Math.max(1, Math.ceil((over.resetAt - Date.now()) / 1000))));
      await options.onThrottled?.(request, account);
      throw new AppError('rate_limited', options.message);
    },
    succeeded: async (request, account) => {
      await Promise.all([
        store.reset(accountKey(account, request.ip)),
        store.reset(`${scope}:ip:${request.ip}`),
      ]);
    },
  };
}
