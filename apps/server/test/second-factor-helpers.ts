/** Second factors for tests: set one up directly (known secret) and compute its current code. */
import { eq } from 'drizzle-orm';
import { secondFactors, users, type Database } from '@app/db';
import { seal } from '../src/lib/sealed.ts';
import { generateTotpSecret, totpCode, TOTP_STEP_SECONDS } from '../src/modules/second-factor/totp.ts';
import { replaceRecoveryCodes } from '../src/modules/second-factor/recovery-codes.ts';
import { removeSecondFactor } from '../src/modules/second-factor/service.ts';
import type { Subject } from '../src/modules/second-factor/subject.ts';
import { testSecretKey } from './helpers.ts';

/** The code of `secret` now, or `steps` 30-second steps away. */
export const codeFor = (secret: string, steps = 0) =>
  totpCode(secret, Date.now() + steps * TOTP_STEP_SECONDS * 1000);

/** Stores a factor for `subject`; enabled (with ten recovery codes) unless `pending`. */
export async function giveSecondFactor(db: Database, subject: Subject, pending = false) {
  const secret = generateTotpSecret();
  await removeSecondFactor(db, subject);
  await db.insert(secondFactors).values({
    subjectKind: subject.kind,
    subjectId: subject.id,
    secret: seal(testSecretKey, 'totp-secret', secret),
    enabledAt: pending ? null : new Date(),
  });
  const recoveryCodes = pending ? [] : await replaceRecoveryCodes(db, testSecretKey, subject);
  return { secret, recoveryCodes };
}

/** The id of a staff user by name, if seeded. */
export async function staffIdOf(db: Database, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}
