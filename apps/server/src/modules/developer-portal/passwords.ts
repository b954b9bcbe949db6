/**
 * Choosing a console password from an e-mailed link (the approval invitation or a reset link) and asking
 * for a reset link. Links are single-use `one_time_tokens` (only hashes stored) of the developer subject.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { brand, site } from '@app/contracts/site';
import { oneTimeTokens, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { hashPassword } from '../../lib/password.ts';
import { consumeToken, issueToken, sha256Hex, voidTokens, type TokenRow } from '../../lib/tokens.ts';
import { revokeSessions } from '../../plugins/sessions.ts';
import { accountByEmail, accountById, DEVELOPER_SUBJECT, refusalReason, type AccountRow } from './account.ts';
import { DEVELOPER_INVITE_PURPOSE, DEVELOPER_RESET_PURPOSE, developerLink } from './provision.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
const LINK_PURPOSES = [DEVELOPER_INVITE_PURPOSE, DEVELOPER_RESET_PURPOSE];

export const linkInvalidMessage = 'This link is invalid, has expired or has already been used.';
export const passwordSetMessage =
  'Your password has been saved. Sign in with your e-mail address and new password.';
export const resetRequestedMessage =
  "If a developer account exists for that address, we've sent a link to reset your password. The link expires in 1 hour.";

export type LinkKind = 'invitation' | 'reset';
const kindOf = (purpose: string): LinkKind => (purpose === DEVELOPER_INVITE_PURPOSE ? 'invitation' : 'reset');

/** An unused, unexpired developer link whose developer may still use the console, without using it up. */
export async function inspectLink(
  db: Database,
  rawToken: string,
): Promise<{ token: TokenRow; account: AccountRow } | null> {
  if (!rawToken || rawToken.length > 200) return null;
  const [token] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256Hex(rawToken)),
        inArray(oneTimeTokens.purpose, LINK_PURPOSES),
        eq(oneTimeTokens.subjectKind, DEVELOPER_SUBJECT),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  if (!token) return null;
  const account = await accountById(db, token.subjectId);
  return account && refusalReason(account) === null ? { token, account } : null;
}

/** What the set-password page shows about a link (404 when it cannot be used). */
export async function describeLink(db: Database, rawToken: string) {
  const found = await inspectLink(db, rawToken);
  if (!found) throw new AppError('not_found', linkInvalidMessage);
  return { kind: kindOf(found.token.purpose), email: found.account.email, fullName: found.account.fullName };
}

/**
 * Uses a link: stores the new password hash, voids every other open link of the developer and ends all
 * their sessions, in one transaction. The (slow) hash is computed first, and only for a usable link.
 */
export async function setPasswordFromLink(
  ctx: AppContext,
  rawToken: string,
  password: string,
  ip: string | null,
): Promise<{ developerId: number; kind: LinkKind }> {
  if (!(await inspectLink(ctx.db, rawToken))) throw new AppError('not_found', linkInvalidMessage);
  const hash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const token =
      (await consumeToken(tx, rawToken, DEVELOPER_INVITE_PURPOSE)) ??
      (await consumeToken(tx, rawToken, DEVELOPER_RESET_PURPOSE));
    if (!token || token.subjectKind !== DEVELOPER_SUBJECT)
      throw new AppError('not_found', linkInvalidMessage);
    const account = await accountById(tx, token.subjectId);
    if (!account || refusalReason(account) !== null) throw new AppError('not_found', linkInvalidMessage);
    await tx
      .update(users)
      .set({ password: hash })
      .where(eq(users.id, account.userId as number));
    for (const purpose of LINK_PURPOSES) {
      await voidTokens(tx, { purpose, subjectKind: DEVELOPER_SUBJECT, subjectId: account.id });
    }
    await revokeSessions(tx, 'developer', account.id);
    const kind = kindOf(token.purpose);
    await recordAudit(tx, {
      actorKind: 'developer',
      actorId: account.id,
      actorName: account.email,
      action: 'developer.password_set',
      entityType: 'developer',
      entityId: account.id,
      details: { via: kind },
      ipAddress: ip,
    });
    return { developerId: account.id, kind };
  });
}

function resetMailText(account: AccountRow, link: string): string {
  return [
    `Hello ${oneLine(account.fullName, 100)},`,
    '',
    `We received a request to reset the password of your ${brand.name} developer console account (${account.email}).`,
    '',
    'Choose a new password here:',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.',
    '',
    `Questions? Write to ${site.developerSupportEmail}.`,
    '',
    `— The ${brand.name} developer team`,
  ].join('\n');
}

/**
 * Issues a reset link to a developer with this address who may use the console (older unused reset links
 * stop working) and queues the mail. Returns whether a mail was queued; the caller answers the same either way.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string | null,
): Promise<boolean> {
  const queued = await ctx.db.transaction(async (tx) => {
    const account = await accountByEmail(tx, email);
    const usable = account && refusalReason(account) === null ? account : undefined;
    await recordAudit(tx, {
      actorKind: 'visitor',
      action: 'developer.password_reset_requested',
      entityType: 'developer',
      ...(usable ? { entityId: usable.id } : {}),
      details: { email, sent: Boolean(usable) },
      ipAddress: ip,
    });
    if (!usable) return false;
    await voidTokens(tx, {
      purpose: DEVELOPER_RESET_PURPOSE,
      subjectKind: DEVELOPER_SUBJECT,
      subjectId: usable.id,
    });
    const token = await issueToken(tx, {
      purpose: DEVELOPER_RESET_PURPOSE,
      subjectKind: DEVELOPER_SUBJECT,
      subjectId: usable.id,
      email: usable.email,
      ttlMs: RESET_TTL_MS,
    });
    await ctx.queueEmail(tx, {
      kind: 'developer-password-reset',
      to: usable.email,
      subject: `Reset your ${brand.name} developer console password`,
      text: resetMailText(usable, developerLink(ctx.config.publicUrl, token)),
    });
    return true;
  });
  if (queued) ctx.mailQueued();
  return queued;
}
