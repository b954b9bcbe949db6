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
