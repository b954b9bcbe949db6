/**
 * API key format: `${brand.slug}_live_<32 random base62>_<6-char checksum>`, the checksum being the CRC-32
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
/** `lumen_live_`: what every key starts with. */
export const KEY_LEAD = `${brand.slug}_live_`;
/** Random characters kept in the display prefix (enough to tell keys apart, far too few to guess one). */
const PREFIX_RANDOM_CHARS = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyPattern = new RegExp(
  `^${escapeRegExp(KEY_LEAD)}([0-9A-Za-z]{${KEY_RANDOM_LENGTH}})_([0-9A-Za-z]{${KEY_CHECKSUM_LENGTH}})$`,
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

const displayPrefix = (secret: string): string => secret.slice(0, KEY_LEAD.length + PREFIX_RANDOM_CHARS);

export interface NewKeyMaterial {
  /** The whole key: shown to the developer once, never stored. */
  secret: string;
  hash: string;
  prefix: string;
}

export function generateApiKey(): NewKeyMaterial {
  const random = randomBase62(KEY_RANDOM_LENGTH);
  const secret = `${KEY_LEAD}${random}_${checksumOf(random)}`;
  return { secret, hash: hashApiKey(secret), prefix: displayPrefix(secret) };
}

/** True when `candidate` has the key format and a matching checksum (no database involved). */
export function isWellFormedKey(candidate: string): boolean {
  const match = keyPattern.exec(candidate);
  return Boolean(match && checksumOf(match[1] as string) === match[2]);
}
