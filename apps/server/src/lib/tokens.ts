/**
 * Single-use, expiring tokens (partner invitations, password resets). The raw token only ever travels in
 * the e-mailed link; the database keeps its SHA-256, so a leaked table gives no usable links.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { oneTimeTokens, type Database } from '@app/db';

export type TokenPurpose = 'partner-invite' | 'password-reset' | (string & {});
export type TokenRow = typeof oneTimeTokens.$inferSelect;

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex of a raw token: what tables store for tokens and session ids. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface IssueTokenInput {
  purpose: TokenPurpose;
  subjectKind: string;
  subjectId: number;
  email?: string | null;
  ttlMs: number;
}

/** Creates a token row (inside `tx`, with the change it belongs to) and returns the raw token. */
export async function issueToken(tx: Database, input: IssueTokenInput): Promise<string> {
  const raw = randomToken();
  await tx.insert(oneTimeTokens).values({
    tokenHash: sha256Hex(raw),
    purpose: input.purpose,
    subjectKind: input.subjectKind,
    subjectId: input.subjectId,
    email: input.email ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return raw;
}

/** An unused, unexpired token of one of `purposes` for a subject kind, without using it up. */
export async function findOpenToken(
  db: Database,
  rawToken: string,
  where: { purposes: readonly TokenPurpose[]; subjectKind: string },
): Promise<TokenRow | null> {
  if (!rawToken || rawToken.length > 200) return null;
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256Hex(rawToken)),
        inArray(oneTimeTokens.purpose, [...where.purposes]),
        eq(oneTimeTokens.subjectKind, where.subjectKind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/**
 * Marks the token used and returns its row, or null when it is unknown, of another purpose, expired or
 * already used. One UPDATE ... WHERE used_at IS NULL: of two concurrent calls only one gets the row.
 */
export async function consumeToken(
  tx: Database,
  rawToken: string,
  purpose: TokenPurpose,
): Promise<TokenRow | null> {
  if (!rawToken || rawToken.length > 200) return null;
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256Hex(rawToken)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** Voids (marks used) every unused token of a purpose for a subject; returns how many. */
export async function voidTokens(
  tx: Database,
  subject: { purpose: TokenPurpose; subjectKind: string; subjectId: number },
): Promise<number> {
  const rows = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.subjectKind, subject.subjectKind),
        eq(oneTimeTokens.subjectId, subject.subjectId),
        eq(oneTimeTokens.purpose, subject.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}
