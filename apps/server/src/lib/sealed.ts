/**
 * Secrets the server must read back later (TOTP secrets) are stored sealed: AES-256-GCM under a key
 * derived from the app's secret key with HKDF-SHA256, one key per purpose. A copied table alone reveals
 * nothing, and a changed secret key makes old values unreadable rather than silently wrong.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();

function keyFor(secretKey: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\0${secretKey}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, 'app-sealed-v1', purpose, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

export function seal(secretKey: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secretKey, purpose), iv);
  // The purpose is also authenticated data, so a value sealed for one purpose never opens as another.
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext, or throws when the value was not sealed under this key and purpose. */
export function unseal(secretKey: string, purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secretKey, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
