/** modules/second-factor/totp.ts (otpauth with the project's settings and replay rule); lib/sealed.ts round trips. */
import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotp, otpauthUri, totpCode } from '../src/modules/second-factor/totp.ts';
import { seal, unseal } from '../src/lib/sealed.ts';

/** RFC 6238 Appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  // The last six digits of RFC 6238 Appendix B's SHA-1 vectors: SHA-1, 30-second steps, 6 digits.
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('T=%i -> %s', (seconds, expected) => {
    expect(totpCode(secret, seconds * 1000)).toBe(expected);
  });

  it('draws 160-bit secrets in base32 without padding', () => {
    const fresh = generateTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(fresh);
  });
});

describe('matchTotp', () => {
  const now = 1111111111_000;
  const codeAt = (offsetSteps: number) => totpCode(secret, now + offsetSteps * 30_000);

  it('accepts the current step and one step either side, and answers which step', () => {
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, codeAt(0), now)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), now)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong codes and malformed input', () => {
    expect(matchTotp(secret, codeAt(-2), now)).toBeNull();
    expect(matchTotp(secret, codeAt(2), now)).toBeNull();
    expect(matchTotp(secret, '000000', now)).toBe(null);
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('refuses a step at or before the last used one (no replay)', () => {
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(-1), now, step - 1)).toBeNull();
    expect(matchTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });
});

describe('otpauthUri', () => {
  it('builds the key URI authenticator apps scan', () => {
    expect(otpauthUri({ issuer: 'Lumen', account: 'ada@example.com', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Lumen:ada%40example.com?issuer=Lumen&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('sealed values (AES-256-GCM, HKDF key)', () => {
  const key = 'a-secret-key-of-at-least-32-characters!!';
  it('opens what it sealed, under the same key and purpose only', () => {
    const sealed = seal(key, 'totp-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, 'totp-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unseal(`${key}x`, 'totp-secret', sealed)).toThrow();
    expect(() => unseal(key, 'other-purpose', sealed)).toThrow();
  });

  it('uses a fresh IV every time', () => {
    expect(seal(key, 'p', 'same')).not.toBe(seal(key, 'p', 'same'));
  });
});
