import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets, type Database } from '@app/db';

const SIGNING_KEY = 'signing-key';

/**
 * SECRET_KEY when set; otherwise a random key created once and kept in the database, so every instance
 * sharing the database (and every restart) signs and verifies tokens with the same key.
 */
export async function resolveSecretKey(db: Database, secretKey: string | undefined): Promise<string> {
  if (secretKey) return secretKey;
  await db
    .insert(appSecrets)
    .values({ name: SIGNING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SIGNING_KEY));
  if (!row) throw new Error('signing key could not be stored');
  return row.value;
}
