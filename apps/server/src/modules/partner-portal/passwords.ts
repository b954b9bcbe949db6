/**
 * Choosing a portal password from an e-mailed link (the approval invitation or a reset link) and asking
 * for a reset link. Links are single-use `one_time_tokens`; only their hashes are stored.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { brand, site } from '@app/contracts/site';
import { oneTimeTokens, partners, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { hashPassword } from '../../lib/password.ts';
import { consumeToken, issueToken, sha256Hex, voidTokens, type TokenRow } from '../../lib/tokens.ts';
import { revokeSessions } from '../../plugins/sessions.ts';
import { INVITE_PURPOSE, invitationLink, PARTNER_SUBJECT } from '../admin/invitation.ts';
import { refusalReason } from './account.ts';

export const RESET_PURPOSE = 'password-reset';
export const RESET_TTL_MS = 60 * 60 * 1000;
const LINK_PURPOSES = [INVITE_PURPOSE, RESET_PURPOSE];

export const linkInvalidMessage = 'This link is invalid, has expired or has already been used.';
export const passwordSetMessage =
  'Your password has been saved. Sign in with your e-mail address and new password.';
export const resetRequestedMessage =
  "If an account exists for that address, we've sent a link to reset your password. The link expires in 1 hour.";

export type LinkKind = 'invitation' | 'reset';
const kindOf = (purpose: string): LinkKind => (purpose === INVITE_PURPOSE ? 'invitation' : 'reset');

type PartnerRow = typeof partners.$inferSelect;

/** A link may be used while its partner is approved and not archived; a reset link also needs login enabled. */
function linkUsable(token: TokenRow, partner: PartnerRow | undefined): partner is PartnerRow {
  if (!partner) return false;
  const reason = refusalReason(partner);
  return reason === null || (reason === 'login_disabled' && token.purpose === INVITE_PURPOSE);
}

/** An unused, unexpired partner link with its partner, without using it up (null when unusable). */
export async function inspectLink(
  db: Database,
  rawToken: string,
): Promise<{ token: TokenRow; partner: PartnerRow } | null> {
  if (!rawToken || rawToken.length > 200) return null;
  const [token] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256Hex(rawToken)),
        inArray(oneTimeTokens.purpose, LINK_PURPOSES),
        eq(oneTimeTokens.subjectKind, PARTNER_SUBJECT),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  if (!token) return null;
  const [partner] = await db.select().from(partners).where(eq(partners.id, token.subjectId));
  return linkUsable(token, partner) ? { token, partner } : null;
}

/** What the set-password page shows about a link. */
export async function describeLink(db: Database, rawToken: string) {
  const found = await inspectLink(db, rawToken);
  if (!found) throw new AppError('not_found', linkInvalidMessage);
  return {
    kind: kindOf(found.token.purpose),
    email: found.partner.email,
    companyName: found.partner.companyName,
  };
}

/**
 * Uses a link: stores the new password hash, enables login (invitation), voids every other open link of
 * the partner and ends all their sessions, in one transaction. The hash is computed before the
 * transaction (it takes a while) and only for a link that looked usable.
 */
export async function setPasswordFromLink(
  ctx: AppContext,
  rawToken: string,
  password: string,
  ip: string | null,
): Promise<{ partnerId: number; kind: LinkKind }> {
  if (!(await inspectLink(ctx.db, rawToken))) throw new AppError('not_found', linkInvalidMessage);
  const hash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const token =
      (await consumeToken(tx, rawToken, INVITE_PURPOSE)) ?? (await consumeToken(tx, rawToken, RESET_PURPOSE));
    if (!token || token.subjectKind !== PARTNER_SUBJECT) throw new AppError('not_found', linkInvalidMessage);
    const [partner] = await tx.select().from(partners).where(eq(partners.id, token.subjectId)).for('update');
    if (!linkUsable(token, partner)) throw new AppError('not_found', linkInvalidMessage);
    const kind = kindOf(token.purpose);
    await tx
      .update(partners)
      .set({ password: hash, ...(kind === 'invitation' ? { loginEnabled: true } : {}) })
      .where(eq(partners.id, partner.id));
    for (const purpose of LINK_PURPOSES) {
      await voidTokens(tx, { purpose, subjectKind: PARTNER_SUBJECT, subjectId: partner.id });
    }
    await revokeSessions(tx, 'partner', partner.id);
    await recordAudit(tx, {
      actorKind: 'partner',
      actorId: partner.id,
      actorName: partner.email,
      action: 'partner.password_set',
      entityType: 'partner',
      entityId: partner.id,
      details: { via: kind },
      ipAddress: ip,
    });
    return { partnerId: partner.id, kind };
  });
}

function resetMailText(partner: PartnerRow, link: string): string {
  return [
    `Hello ${oneLine(partner.fullName, 100)},`,
    '',
    `We received a request to reset the password of your ${brand.name} partner portal account (${partner.email}).`,
    '',
    'Choose a new password here:',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.',
    '',
    `Questions? Write to ${site.partnerSupportEmail}.`,
    '',
    `— The ${brand.name} partner team`,
  ].join('\n');
}

/**
 * Issues a reset link to an approved, login-enabled, non-archived partner with this address (older unused
 * reset links stop working) and queues the mail. Returns whether a mail was queued; the caller answers
 * the same either way.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string | null,
): Promise<boolean> {
  const queued = await ctx.db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(partners)
      .where(eq(sql`lower(${partners.email})`, email))
      .orderBy(desc(partners.id))
      .limit(5)
      .for('update');
    const partner = candidates.find((row) => refusalReason(row) === null);
    await recordAudit(tx, {
      actorKind: 'visitor',
      action: 'partner.password_reset_requested',
      entityType: 'partner',
      ...(partner ? { entityId: partner.id } : {}),
      details: { email, sent: Boolean(partner) },
      ipAddress: ip,
    });
    if (!partner) return false;
    await voidTokens(tx, { purpose: RESET_PURPOSE, subjectKind: PARTNER_SUBJECT, subjectId: partner.id });
    const token = await issueToken(tx, {
      purpose: RESET_PURPOSE,
      subjectKind: PARTNER_SUBJECT,
      subjectId: partner.id,
      email: partner.email,
      ttlMs: RESET_TTL_MS,
    });
    await ctx.queueEmail(tx, {
      kind: 'partner-password-reset',
      to: partner.email,
      subject: `Reset your ${brand.name} partner portal password`,
      text: resetMailText(partner, invitationLink(ctx.config.publicUrl, token)),
    });
    return true;
  });
  if (queued) ctx.mailQueued();
  return queued;
}
