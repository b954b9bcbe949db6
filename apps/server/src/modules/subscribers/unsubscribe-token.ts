/**
 * Unsubscribe tokens: `<subscriber id>.<HMAC-SHA256 of id and the e-mail's hash>`. They never expire, and
 * stop working when the subscriber's address changes (the signature covers it) or the subscriber is deleted.
 */
import { createHash } from 'node:crypto';
import { sign, signaturesEqual } from '../../lib/signing.ts';

const PURPOSE = 'unsubscribe';

const emailHash = (email: string) => createHash('sha256').update(email).digest('base64url');

export function signUnsubscribeToken(secretKey: string, subscriberId: number, email: string): string {
  return `${subscriberId}.${sign(secretKey, PURPOSE, String(subscriberId), emailHash(email))}`;
}

/** The subscriber id a well-formed token names (the signature still has to be checked). */
export function unsubscribeTokenSubject(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export function verifyUnsubscribeToken(
  secretKey: string,
  token: string,
  subscriber: { id: number; email: string },
): boolean {
  return signaturesEqual(token, signUnsubscribeToken(secretKey, subscriber.id, subscriber.email));
}
