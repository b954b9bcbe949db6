/**
 * Sign-in throttling shared by the account kinds (staff, partners, developers). Three counters, each its own
 * fixed window in the shared rate-limit store, so every instance counts the same attempts:
 *
 * - per account from one address (10): a guesser at one address is stopped without locking the owner out
 *   elsewhere;
 * - per address over all accounts (50, SIGN_IN_LIMIT_PER_IP): one address spraying many accounts is stopped. A success does NOT
 *   empty it: otherwise signing in to one's own account every few tries reopened the budget (issue 20);
 * - per account over all addresses (20): many addresses guessing one account are stopped. So that this
 *   limit cannot be used to lock the owner out, an address the account signed in from before (within 30
 *   days) is exempt from it; the other two limits still apply there.
 *
 * Over a limit the request is refused with 429 and Retry-After before any password is checked. A success
 * empties that account's two counters only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitStore } from './rate-limit.ts';
import { AppError } from './app-error.ts';

/** Attempts allowed per window, for every kind of account. */
export const loginLimits: SignInLimits = {
  windowMs: 15 * 60_000,
  perAccountAndIp: 10,
  perIp: 50,
  perAccount: 20,
};
export const tooManyAttemptsMessage = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** How long an address counts as one the account signed in from. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

export interface SignInLimits {
  windowMs: number;
  perAccountAndIp: number;
  perIp: number;
  perAccount: number;
}

export interface SignInThrottle {
  /** Counts one attempt; throws 429 (after `onThrottled`) when over a limit. */
  check(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
  /** After a successful sign-in: empties the account's counters and remembers the address. */
  succeeded(request: FastifyRequest, account: string): Promise<void>;
}

/** The sign-in limits with SIGN_IN_LIMIT_PER_IP, when set, as the per-address one. */
export const loginLimitsWith = (perIp: number | undefined): SignInLimits =>
  perIp === undefined ? loginLimits : { ...loginLimits, perIp };

export function signInThrottle(options: {
  store: RateLimitStore;
  /** Bucket prefix, e.g. 'developer-login'. */
  scope: string;
  limits: SignInLimits;
  message: string;
  onThrottled?: (request: FastifyRequest, account: string) => Promise<void>;
}): SignInThrottle {
  const { store, scope, limits } = options;
  const accountAtIp = (account: string, ip: string) => `${scope}:acct:${account}|${ip}`;
  const accountWide = (account: string) => `${scope}:acct-all:${account}`;
  const knownAddress = (account: string, ip: string) => `${scope}:known:${account}|${ip}`;

  /**
   * Whether the account signed in from this address before. The store only counts, so this counts one
   * more: a count above one means a success had set it, and a count of one (nothing was there) is undone.
   */
  async function signedInFromBefore(account: string, ip: string): Promise<boolean> {
    const key = knownAddress(account, ip);
    if ((await store.hit(key, KNOWN_ADDRESS_MS)).count > 1) return true;
    await store.reset(key);
    return false;
  }

  return {
    async check(request, reply, account) {
      const [byAccountAtIp, byIp, byAccount] = await Promise.all([
        store.hit(accountAtIp(account, request.ip), limits.windowMs),
        store.hit(`${scope}:ip:${request.ip}`, limits.windowMs),
        store.hit(accountWide(account), limits.windowMs),
      ]);
      let over =
        byAccountAtIp.count > limits.perAccountAndIp
          ? byAccountAtIp
          : byIp.count > limits.perIp
            ? byIp
            : null;
      if (!over && byAccount.count > limits.perAccount) {
        if (!(await signedInFromBefore(account, request.ip))) over = byAccount;
      }
      if (!over) return;
      reply.header('Retry-After', String(Math.max(1, Math.ceil((over.resetAt - Date.now()) / 1000))));
      await options.onThrottled?.(request, account);
      throw new AppError('rate_limited', options.message);
    },
    succeeded: async (request, account) => {
      await Promise.all([
        store.reset(accountAtIp(account, request.ip)),
        store.reset(accountWide(account)),
        store.hit(knownAddress(account, request.ip), KNOWN_ADDRESS_MS),
      ]);
    },
  };
}
