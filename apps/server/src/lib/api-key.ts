/**
 * API key format: `${brand.slug}_<type>_<32 random base62>_<6-char checksum>`, the type being `live` (a
 * secret key seeing live data), `test` (a secret key seeing test-mode data) or `pk` (a publishable key,
 * bound to one app and embedded in it; decision 0060), the checksum being the CRC-32
 * of the random part in base62. The checksum lets a malformed or mistyped key be refused without touching
 * the database (and lets secret scanners recognise real keys). The database stores only the SHA-256 of
 * the whole key and a display prefix; the secret itself is shown once, when the key is made.
 */
import { randomBytes } from 'node:crypto';
import { brand } from '@app/contracts/site';
import { crc32 } from 'node:zlib';
import { sha256Hex } from './tokens.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_RANDOM_LENGTH = 32;
const KEY_CHECKSUM_LENGTH = 6;
/** What each type of key starts with: `lumen_live_`, `lumen_test_`, `lumen_pk_`. */
export const KEY_LEADS = {
  live: `${brand.slug}_live_`,
  test: `${brand.slug}_test_`,
  publishable: `${brand.slug}_pk_`,
} as const;
export type KeyType = keyof typeof KEY_LEADS;
/** A live secret key's lead. */
export const KEY_LEAD = KEY_LEADS.live;
/** Random characters kept in the display prefix (enough to tell keys apart, far too few to guess one). */
const PREFIX_RANDOM_CHARS = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyPattern = new RegExp(
  `^(${Object.values(KEY_LEADS).map(escapeRegExp).join('|')})([0-9A-Za-z]{${KEY_RANDOM_LENGTH}})_([0-9A-Za-z]{${KEY_CHECKSUM_LENGTH}})$`,
);

/** `length` uniformly random base62 characters (rejection sampling: no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue; // 248 = 4 * 62
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A non-negative integer in base62, left-padded with '0' to `width`. */
function toBase62(value: number, width: number): string {
  let n = value;
  let out = '';
  do {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, '0');
}

export const checksumOf = (random: string): string => toBase62(crc32(random), KEY_CHECKSUM_LENGTH);

export const hashApiKey = (secret: string): string => sha256Hex(secret);

const displayPrefix = (secret: string, type: KeyType): string =>
  secret.slice(0, KEY_LEADS[type].length + PREFIX_RANDOM_CHARS);

export interface NewKeyMaterial {
  /** The whole key: shown to the developer once, never stored. */
  secret: string;
  hash: string;
  prefix: string;
}

export function generateApiKey(type: KeyType = 'live'): NewKeyMaterial {
  const random = randomBase62(KEY_RANDOM_LENGTH);
  const secret = `${KEY_LEADS[type]}${random}_${checksumOf(random)}`;
  return { secret, hash: hashApiKey(secret), prefix: displayPrefix(secret, type) };
}

/** The type of a key of the right format with a matching checksum, else null (no database involved). */
export function keyTypeOf(candidate: string): KeyType | null {
  const match = keyPattern.exec(candidate);
  if (!match || checksumOf(match[2] as string) !== match[3]) return null;
  const lead = match[1] as string;
  return (Object.keys(KEY_LEADS) as KeyType[]).find((type) => KEY_LEADS[type] === lead) ?? null;
}

/** True when `candidate` has the key format and a matching checksum (no database involved). */
export function isWellFormedKey(candidate: string): boolean {
  return keyTypeOf(candidate) !== null;
}
