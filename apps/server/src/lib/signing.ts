import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 of `parts` under the app's secret key, base64url. `purpose` separates token families, so a
 * signature made for one kind of token never verifies as another.
 */
export function sign(secretKey: string, purpose: string, ...parts: string[]): string {
  return createHmac('sha256', secretKey)
    .update([purpose, ...parts].join('\0'))
    .digest('base64url');
}

/** Constant-time comparison of two signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
