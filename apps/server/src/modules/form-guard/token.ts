/**
 * Form time tokens: `<issued-at ms>.<HMAC-SHA256 base64url>`, issued by GET /api/form-token when a form is
 * shown and checked on submit. A submission sent sooner than `minAgeMs` after the token was issued, or later
 * than `maxAgeMs`, is marked for staff (see guard.ts); only a token the server never signed holds it.
 */
import { sign, signaturesEqual } from '../../lib/signing.ts';

const PURPOSE = 'form-token';
const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenProblem = 'token-missing' | 'token-invalid' | 'token-too-fresh' | 'token-expired';

export function signFormToken(secretKey: string, issuedAtMs: number): string {
  const issuedAt = String(Math.floor(issuedAtMs));
  return `${issuedAt}.${sign(secretKey, PURPOSE, issuedAt)}`;
}

export interface FormTokenCheck {
  secretKey: string;
  nowMs: number;
  minAgeMs: number;
  maxAgeMs?: number;
}

/** Null when the token is good, otherwise what is wrong with it. */
export function checkFormToken(token: string | undefined, check: FormTokenCheck): FormTokenProblem | null {
  if (token === undefined || token === '') return 'token-missing';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'token-invalid';
  const [, issuedAt = '', signature = ''] = match;
  if (!signaturesEqual(signature, sign(check.secretKey, PURPOSE, issuedAt))) return 'token-invalid';
  const age = check.nowMs - Number(issuedAt);
  if (age < check.minAgeMs) return 'token-too-fresh';
  if (age > (check.maxAgeMs ?? FORM_TOKEN_MAX_AGE_MS)) return 'token-expired';
  return null;
}
