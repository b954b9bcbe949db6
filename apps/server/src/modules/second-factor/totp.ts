/**
 * One-time passwords for the second factor, with the `otpauth` library: RFC 6238 TOTP (HMAC-SHA1,
 * 30-second steps, 6 digits), base32 secrets and the `otpauth://` URI authenticator apps scan.
 * What stays here is the project's rule on top: a code is accepted once (replay protection by step).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift, slow typing). */
const TOTP_WINDOW = 1;
/** 160-bit secrets, the size RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

/** The settings every authenticator app supports; the URI below names them explicitly. */
const totpFor = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  });

/** A new random secret, base32 without padding (what authenticator apps expect). */
export const generateTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The TOTP time step of a moment. */
const totpStep = (nowMs: number): number => TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: nowMs });

/** The code of `secret` at the moment `nowMs`. */
export const totpCode = (secret: string, nowMs: number): string =>
  totpFor(secret).generate({ timestamp: nowMs });

/**
 * The step whose code `code` is (within ±TOTP_WINDOW of now and later than `lastUsedStep`), or null.
 * Refusing steps up to `lastUsedStep` makes every code single-use.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return lastUsedStep === null || step > lastUsedStep ? step : null;
}

/** The `otpauth://totp/...` URI of Google Authenticator's key-URI format. */
export const otpauthUri = (input: { issuer: string; account: string; secret: string }): string =>
  totpFor(input.secret, input.account, input.issuer).toString();
