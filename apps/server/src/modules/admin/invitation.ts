/**
 * Partner portal access: granting it on approval (login enabled, a user name, a single-use invitation
 * link by e-mail), re-inviting, and revoking it when an approval is withdrawn.
 */
import { and, eq, ne } from 'drizzle-orm';
import { brand, site } from '@app/contracts/site';
import { partners, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { INVITATION_TTL_MS, issueToken, voidTokens } from '../../lib/tokens.ts';
import { revokeSessions } from '../../session/session-store.ts';
import { INVITE_PURPOSE, invitationLink, PARTNER_SUBJECT } from '../partner-portal/index.ts';

/** A user name from the e-mail's local part (a-z 0-9 . _ -); `-{id}` is added when it is taken. */
async function uniqueUsername(tx: Database, email: string, partnerId: number): Promise<string> {
  const local = email.split('@')[0] ?? '';
  const base =
    local
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '')
      .slice(0, 40) || 'partner';
  for (const candidate of [base, `${base}-${partnerId}`]) {
    const [taken] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.username, candidate), ne(partners.id, partnerId)));
    if (!taken) return candidate;
  }
  return `${base}-${partnerId}-${Date.now().toString(36)}`;
}

interface InvitationMail {
  to: string;
  fullName: string;
  companyName: string;
  username: string;
  link: string;
  resent: boolean;
}

function invitationText(mail: InvitationMail): string {
  const days = Math.round(INVITATION_TTL_MS / 86_400_000);
  return [
    `Hello ${oneLine(mail.fullName, 100)},`,
    '',
    mail.resent
      ? `Here is a new link to the ${brand.name} partner portal for ${oneLine(mail.companyName, 200)}. Earlier links no longer work.`
      : `Your partner application for ${oneLine(mail.companyName, 200)} has been approved. Welcome to the ${brand.name} partner program!`,
    '',
    'Choose your password to activate your partner portal account:',
    mail.link,
    '',
    `The link works once and expires in ${days} days.`,
    `Your user name: ${mail.username}`,
    `You sign in with your e-mail address and the password you choose.`,
    '',
    `— The ${brand.name} partner team`,
  ].join('\n');
}

/**
 * Voids earlier invitation links, issues a new one and queues the mail (all in `tx`). Returns the raw
 * token (tests follow the link).
 */
export async function sendInvitation(
  ctx: AppContext,
  tx: Database,
  partner: { id: number; fullName: string; companyName: string; username: string },
  to: string,
  resent: boolean,
): Promise<string> {
  await voidTokens(tx, { purpose: INVITE_PURPOSE, subjectKind: PARTNER_SUBJECT, subjectId: partner.id });
  const token = await issueToken(tx, {
    purpose: INVITE_PURPOSE,
    subjectKind: PARTNER_SUBJECT,
    subjectId: partner.id,
    email: to,
    ttlMs: INVITATION_TTL_MS,
  });
  const link = invitationLink(ctx.config.publicUrl, token);
  await ctx.queueEmail(tx, {
    kind: 'partner-invitation',
    to,
    subject: `Your ${brand.name} partner portal invitation`,
    text: invitationText({ to, ...partner, link, resent }),
  });
  return token;
}

/** Approval: login enabled, a user name if none yet, and an invitation to the partner's address. */
export async function grantPortalAccess(
  ctx: AppContext,
  tx: Database,
  partner: typeof partners.$inferSelect,
): Promise<{ username: string; token: string }> {
  const username = partner.username ?? (await uniqueUsername(tx, partner.email, partner.id));
  await tx.update(partners).set({ loginEnabled: true, username }).where(eq(partners.id, partner.id));
  const token = await sendInvitation(ctx, tx, { ...partner, username }, partner.email, false);
  return { username, token };
}

/**
 * The notice to the address an invitation went to before staff corrected it. That address may be a
 * stranger's (a typo), so it names neither the company nor the new address: only that its link is void.
 */
export async function tellPreviousAddress(ctx: AppContext, tx: Database, to: string): Promise<void> {
  await ctx.queueEmail(tx, {
    kind: 'partner-invitation-moved',
    to,
    subject: `Your ${brand.name} partner portal invitation was sent to another address`,
    text: [
      'Hello,',
      '',
      `An invitation to the ${brand.name} partner portal was sent to this address earlier. It has now been sent to a corrected address, and the link sent here no longer works.`,
      '',
      `If you did not expect this, you need not do anything. Questions? Write to ${site.partnerSupportEmail}.`,
      '',
      `— The ${brand.name} partner team`,
    ].join('\n'),
  });
}

/**
 * A re-approval of a partner who already chose a password (approved, then rejected, now approved
 * again): sign-in works again with that password, so no "choose your password" link is sent.
 */
export async function restorePortalAccess(tx: Database, partnerId: number): Promise<void> {
  await tx.update(partners).set({ loginEnabled: true }).where(eq(partners.id, partnerId));
}

/** An approval withdrawn: no more sign-ins, open links void, running sessions ended. */
export async function revokePortalAccess(tx: Database, partnerId: number): Promise<void> {
  await tx.update(partners).set({ loginEnabled: false }).where(eq(partners.id, partnerId));
  await voidTokens(tx, { purpose: INVITE_PURPOSE, subjectKind: PARTNER_SUBJECT, subjectId: partnerId });
  await revokeSessions(tx, 'partner', partnerId);
}
