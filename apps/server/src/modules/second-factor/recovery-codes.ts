/**
 * Recovery codes: ten single-use codes shown once when the second factor is turned on (or regenerated).
 * Only an HMAC of each code (under the app's secret key, bound to its subject) is stored, so a copied
 * table is useless without the key. Using a code is one UPDATE ... WHERE used_at IS NULL: it works once.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recoveryCodes, type Database } from '@app/db';
import { sign } from '../../lib/signing.ts';
import type { Subject } from './subject.ts';

const RECOVERY_CODE_COUNT = 10;
// Lower-case letters and digits without look-alikes (0/o, 1/l/i): easy to read back from paper.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** `xxxxx-xxxxx`, 10 characters of a 31-letter alphabet (about 49 bits). */
function generateRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < HALF * 2; i += 1) {
    if (i === HALF) code += '-';
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** What the user typed, without spaces or dashes, lower-case. */
const normalizeRecoveryCode = (input: string): string => input.toLowerCase().replace(/[\s-]/g, '');

const hashCode = (secretKey: string, subject: Subject, code: string) =>
  sign(secretKey, 'recovery-code', subject.kind, String(subject.id), normalizeRecoveryCode(code));

/** Replaces the subject's codes with ten new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(
  tx: Database,
  secretKey: string,
  subject: Subject,
): Promise<string[]> {
  await deleteRecoveryCodes(tx, subject);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      subjectKind: subject.kind,
      subjectId: subject.id,
      codeHash: hashCode(secretKey, subject, code),
    })),
  );
  return codes;
}

export async function deleteRecoveryCodes(tx: Database, subject: Subject): Promise<void> {
  await tx
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.subjectKind, subject.kind), eq(recoveryCodes.subjectId, subject.id)));
}

/** Marks a matching unused code used; true when one was. */
export async function useRecoveryCode(
  db: Database,
  secretKey: string,
  subject: Subject,
  input: string,
): Promise<boolean> {
  const normalized = normalizeRecoveryCode(input);
  if (normalized.length !== HALF * 2) return false;
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.subjectKind, subject.kind),
        eq(recoveryCodes.subjectId, subject.id),
        eq(recoveryCodes.codeHash, hashCode(secretKey, subject, normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: Database, subject: Subject): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.subjectKind, subject.kind),
        eq(recoveryCodes.subjectId, subject.id),
        isNull(recoveryCodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}
