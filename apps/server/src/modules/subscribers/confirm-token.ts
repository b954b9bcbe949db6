/**
 * Confirmation tokens of the double opt-in (decision 0038):
 * `<subscriber id>.<w|n>.<expiry, s since epoch>.<HMAC-SHA256 of the rest and the e-mail's hash>`.
 * `w` asks for the AI Glasses waitlist, `n` for the newsletter. The expiry is signed, so a link says it has
 * expired even after the unconfirmed sign-up was deleted; the signature covers the address, so a link
 * stops working when the address changes.
 */
import { createHash } from 'node:crypto';
import { sign, signaturesEqual } from '../../lib/signing.ts';

const PURPOSE = 'subscribe-confirm';

const emailHash = (email: string) => createHash('sha256').update(email).digest('base64url');

export interface ConfirmClaim {
  subscriberId: number;
  waitlist: boolean;
  /** When the link stops working (ms since epoch, whole seconds). */
  expiresAt: number;
}

export function signConfirmToken(secretKey: string, claim: ConfirmClaim, email: string): string {
  const parts = [
    String(claim.subscriberId),
    claim.waitlist ? 'w' : 'n',
    String(Math.floor(claim.expiresAt / 1000)),
  ] as const;
  return `${parts.join('.')}.${sign(secretKey, PURPOSE, ...parts, emailHash(email))}`;
}

/** What a well-formed token claims (the signature still has to be checked against the subscriber). */
export function confirmTokenClaim(token: string): ConfirmClaim | null {
  const match = /^([1-9]\d{0,9})\.([wn])\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const subscriberId = Number(match[1]);
  if (subscriberId > 2_147_483_647) return null;
  return { subscriberId, waitlist: match[2] === 'w', expiresAt: Number(match[3]) * 1000 };
}

export function verifyConfirmToken(
  secretKey: string,
  token: string,
  claim: ConfirmClaim,
  email: string,
): boolean {
  return signaturesEqual(token, signConfirmToken(secretKey, claim, email));
}
