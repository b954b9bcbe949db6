/** lib/totp.ts against the RFC 6238 appendix B and RFC 4648 §10 test vectors; lib/sealed.ts round trips. */
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  totp,
  type HmacAlgorithm,
} from '../src/lib/totp.ts';
import { seal, unseal } from '../src/lib/sealed.ts';

const seeds: Record<HmacAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

// RFC 6238 Appendix B: time (s), algorithm, 8-digit TOTP.
const vectors: Array<[number, HmacAlgorithm, string]> = [
  [59, 'sha1', '94287082'],
  [59, 'sha256', '46119246'],
  [59, 'sha512', '90693936'],
  [1111111109, 'sha1', '07081804'],
  [1111111109, 'sha256', '68084774'],
  [1111111109, 'sha512', '25091201'],
  [1111111111, 'sha1', '14050471'],
  [1111111111, 'sha256', '67062674'],
  [1111111111, 'sha512', '99943326'],
  [1234567890, 'sha1', '89005924'],
  [1234567890, 'sha256', '91819424'],
  [1234567890, 'sha512', '93441116'],
  [2000000000, 'sha1', '69279037'],
  [2000000000, 'sha256', '90698825'],
  [2000000000, 'sha512', '38618901'],
  [20000000000, 'sha1', '65353130'],
  [20000000000, 'sha256', '77737706'],
  [20000000000, 'sha512', '47863826'],
];

describe('totp (RFC 6238)', () => {
  it.each(vectors)('T=%i %s -> %s', (seconds, algorithm, expected) => {
    expect(totp(seeds[algorithm], seconds * 1000, 8, algorithm)).toBe(expected);
  });

  it('gives 6-digit codes by default (the last six digits of the 8-digit vectors)', () => {
    expect(totp(seeds.sha1, 59_000)).toBe('287082');
    expect(totp(seeds.sha1, 1111111109_000)).toBe('081804');
  });

  it('HOTP matches RFC 4226 Appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(seeds.sha1, counter))).toEqual(expected);
  });
});

describe('base32 (RFC 4648)', () => {
  const pairs: Array<[string, string]> = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(pairs)('%j <-> %s', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('decodes padding, lower case and spaces; refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow('invalid base32 character "1"');
  });
});

describe('matchTotp', () => {
  const secret = base32Encode(seeds.sha1);
  const now = 1111111111_000;
  const codeAt = (offsetSteps: number) => totp(seeds.sha1, now + offsetSteps * 30_000);

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
      'otpauth://totp/Lumen:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Lumen&algorithm=SHA1&digits=6&period=30',
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
