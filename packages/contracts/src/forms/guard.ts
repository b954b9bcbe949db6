/**
 * Anti-abuse fields carried by every public form (lead, partner, developer, newsletter).
 * The browser fills them; the server checks them:
 * - `_hp`: honeypot, a visually hidden input that people leave empty and bots fill in.
 * - `_t`: a signed time token issued when the form was rendered (too-fast submits are bots).
 * Both are optional in the schema so a missing value reaches the server's own check, which
 * decides what to do (the schema only bounds their size).
 */
import { z } from 'zod';
import { limits } from '../limits';
import { maxLengthMessage } from '../messages';

export const HONEYPOT_FIELD = '_hp';
export const TIME_TOKEN_FIELD = '_t';

export const guardFields = {
  _hp: z.string().max(limits.guard, maxLengthMessage(limits.guard)).optional(),
  _t: z.string().max(limits.guard, maxLengthMessage(limits.guard)).optional(),
};

export type GuardFields = z.infer<z.ZodObject<typeof guardFields>>;

/** The payload without the guard fields, for storing. */
export function withoutGuardFields<T extends GuardFields>(data: T): Omit<T, '_hp' | '_t'> {
  const rest: Partial<T> = { ...data };
  delete rest._hp;
  delete rest._t;
  return rest as Omit<T, '_hp' | '_t'>;
}

/**
 * Why a public post was held for staff review instead of being delivered: only what no person does.
 * `token-invalid` is a token the server never signed (forged or tampered with).
 */
export const heldReasons = ['honeypot', 'token-invalid'] as const;
export type HeldReason = (typeof heldReasons)[number];

/**
 * Weak signals of a delivered post, shown to staff beside it: a person can cause each (autofill sends at
 * once, a page left open for days, a token request that failed, a form sent before its script ran, an API
 * client posting the spec's payload), so none of them holds the post. `no-script` replaces
 * `token-missing` for a post the browser sent as an HTML form (its page had no token to send).
 */
export const deliverySignals = ['token-missing', 'token-too-fresh', 'token-expired', 'no-script'] as const;
export type DeliverySignal = (typeof deliverySignals)[number];

/** Staff-facing labels of the held reasons and delivery signals (older held rows may carry a signal). */
export const guardLabels: Record<HeldReason | DeliverySignal, string> = {
  honeypot: 'Honeypot filled',
  'token-invalid': 'Forged form token',
  'token-missing': 'No form token',
  'token-too-fresh': 'Sent very fast',
  'token-expired': 'Form token expired',
  // A form posted by the browser itself (no script ran, so no token was fetched): a person's way, not a bot's.
  'no-script': 'Sent without JavaScript',
};
