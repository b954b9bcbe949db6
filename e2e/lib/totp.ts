/**
 * What an authenticator app does, for the two-factor specs: RFC 6238 codes (HMAC-SHA1, 30 s, 6 digits)
 * from the base32 secret the set-up screen shows, computed with the `otpauth` library.
 */
import { Secret, TOTP } from 'otpauth';

/** The code for the moment `offsetSteps` 30-second steps from now (1: the next one, still accepted). */
export function totpCode(secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}
