/**
 * What one address and one visitor may add in a day (`analyticsLimits`), counted in the app's rate-limit
 * store, which every instance shares (database or Redis, decision 0011). A visitor id is a random UUID that
 * any client can make up, so an address may bring only a few distinct ones a day: the first event of an
 * (address, visitor) pair takes one of the address's visitor slots. A pair refused for want of a slot is
 * forgotten, so its next event asks for a slot again (and is refused again while none is free).
 */
import { analyticsLimits } from '@app/contracts/api/analytics';
import type { RateLimitStore } from '../../lib/rate-limit.ts';

const DAY_MS = 86_400_000;

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const over = (resetAt: number): LimitVerdict => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
});

/** Counts the address's event (every event that passed the same-origin and consent checks). */
export async function chargeAddress(store: RateLimitStore, ip: string): Promise<LimitVerdict> {
  const hit = await store.hit(`analytics-address-events:${ip}`, DAY_MS);
  return hit.count > analyticsLimits.eventsPerAddressPerDay ? over(hit.resetAt) : { ok: true };
}

/** Counts the visitor's event, and a visitor slot of the address the first time the pair is seen. */
export async function chargeVisitor(
  store: RateLimitStore,
  ip: string,
  visitor: string,
): Promise<LimitVerdict> {
  const own = await store.hit(`analytics-visitor-events:${visitor}`, DAY_MS);
  if (own.count > analyticsLimits.eventsPerVisitorPerDay) return over(own.resetAt);
  const pairKey = `analytics-address-visitor:${ip}:${visitor}`;
  const pair = await store.hit(pairKey, DAY_MS);
  if (pair.count > 1) return { ok: true };
  const slots = await store.hit(`analytics-address-visitors:${ip}`, DAY_MS);
  if (slots.count <= analyticsLimits.visitorsPerAddressPerDay) return { ok: true };
  await store.reset(pairKey);
  return over(slots.resetAt);
}
