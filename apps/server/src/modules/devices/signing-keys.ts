/**
 * The key pairs that sign developer-mode certificates. The current one is made on first use; rotating
 * retires it and makes a new one. A retired key stays published for as long as a certificate it signed
 * can be valid (DEVELOPER_MODE_CERTIFICATE_DAYS after it was retired), so rotation never breaks a
 * certificate already issued. Private keys are sealed under the app's secret key (lib/sealed.ts).
 */
import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { desc, eq, gt, or } from 'drizzle-orm';
import { DEVELOPER_MODE_CERTIFICATE_DAYS } from '@app/contracts/devices';
import { developerModeKeys, type Database } from '@app/db';
import { seal, unseal } from '../../lib/sealed.ts';

const SEAL_PURPOSE = 'developer-mode-signing-key';
const DAY_MS = 24 * 60 * 60 * 1000;

/** RFC 7638 JWK thumbprint of an Ed25519 public key: a key id anyone can recompute from the key. */
const keyIdOf = (x: string): string =>
  createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');

function newKeyRow(secretKey: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x as string;
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return { keyId: keyIdOf(x), publicKey: x, privateKey: seal(secretKey, SEAL_PURPOSE, pem), current: true };
}

/** Retires the current key (if any) and makes a new current one, in `tx`. Returns the new key id. */
export async function rotateSigningKey(tx: Database, secretKey: string, now: Date): Promise<string> {
  await tx
    .update(developerModeKeys)
    .set({ current: false, retiredAt: now })
    .where(eq(developerModeKeys.current, true));
  const row = newKeyRow(secretKey);
  await tx.insert(developerModeKeys).values({ ...row, createdAt: now });
  return row.keyId;
}

/**
 * The current signing key, made on first use (two instances racing both insert; the partial unique index
 * keeps one). A key sealed under another secret key (SECRET_KEY changed) cannot sign: it is retired,
 * its public half stays published, and a new key takes over; `onReplaced` is told so it can be logged.
 */
export async function currentSigningKey(
  db: Database,
  secretKey: string,
  now: Date,
  onReplaced: (keyId: string) => void,
): Promise<{ keyId: string; privateKey: KeyObject }> {
  let [row] = await db.select().from(developerModeKeys).where(eq(developerModeKeys.current, true));
  if (!row) {
    await db
      .insert(developerModeKeys)
      .values({ ...newKeyRow(secretKey), createdAt: now })
      .onConflictDoNothing();
    [row] = await db.select().from(developerModeKeys).where(eq(developerModeKeys.current, true));
  }
  if (!row) throw new Error('no current developer-mode signing key');
  try {
    const pem = unseal(secretKey, SEAL_PURPOSE, row.privateKey);
    return { keyId: row.keyId, privateKey: createPrivateKey(pem) };
  } catch {
    onReplaced(row.keyId);
    await db.transaction((tx) => rotateSigningKey(tx, secretKey, now));
    return currentSigningKey(db, secretKey, now, onReplaced);
  }
}

/** The public keys to publish at `now`: the current one and those retired less than a validity ago. */
export async function publishedKeys(db: Database, now: Date) {
  const oldestUseful = new Date(now.getTime() - DEVELOPER_MODE_CERTIFICATE_DAYS * DAY_MS);
  const rows = await db
    .select({
      keyId: developerModeKeys.keyId,
      publicKey: developerModeKeys.publicKey,
      createdAt: developerModeKeys.createdAt,
      retiredAt: developerModeKeys.retiredAt,
    })
    .from(developerModeKeys)
    .where(or(eq(developerModeKeys.current, true), gt(developerModeKeys.retiredAt, oldestUseful)))
    .orderBy(desc(developerModeKeys.createdAt));
  return rows.map((row) => ({
    kty: 'OKP' as const,
    crv: 'Ed25519' as const,
    x: row.publicKey,
    kid: row.keyId,
    alg: 'EdDSA' as const,
    use: 'sig' as const,
    createdAt: row.createdAt,
    retiredAt: row.retiredAt,
  }));
}
