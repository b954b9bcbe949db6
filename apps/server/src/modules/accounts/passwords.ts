/**
 * Choosing a password from an e-mailed link (an approval invitation or a reset link) and asking for a
 * reset link, for any signed-in account kind. Shared because the partner portal and the developer console
 * follow the same rules; each kind supplies its lookups, token purposes, link path and mail copy.
 * Links are single-use `one_time_tokens`; only their hashes are stored.
 */
import { brand } from '@app/contracts/site';
import type { Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertNewPassword } from '../../lib/password-policy.ts';
import { consumeToken, findOpenToken, issueToken, voidTokens, type TokenRow } from '../../lib/tokens.ts';
import { revokeSessions } from '../../session/session-store.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

export const linkInvalidMessage = 'This link is invalid, has expired or has already been used.';
export const passwordSetMessage =
  'Your password has been saved. Sign in with your e-mail address and new password.';

export type LinkKind = 'invitation' | 'reset';

interface PasswordAccount {
  id: number;
  email: string;
  fullName: string;
}

export interface PasswordAccountKind<A extends PasswordAccount> {
  /** Session, audit actor and entity kind; audit actions are `${kind}.password_*`. */
  kind: 'partner' | 'developer';
  subject: string;
  invitePurpose: string;
  resetPurpose: string;
  /** The account behind a token; `lock` inside the transaction that uses it. */
  byId(db: Database, id: number, lock: boolean): Promise<A | undefined>;
  /** The account under an address that may be sent a reset link, if any. */
  resettable(tx: Database, email: string): Promise<A | undefined>;
  /** Whether a link of this token may still be used by the account. */
  linkUsable(token: TokenRow, account: A): boolean;
  /** What the set-password page shows besides the link kind and address. */
  describe(account: A): Record<string, unknown>;
  /** Stores the new hash (and whatever else choosing a password implies). */
  savePassword(tx: Database, account: A, hash: string, via: LinkKind): Promise<void>;
  /** The set-password page's address with the raw token (in the account's language, where it has one). */
  link(publicUrl: string, token: string, account: A): string;
  resetRequestedMessage: string;
  /** e.g. 'partner portal': "your <brand> partner portal account". */
  product: string;
  /** The reset mail in the account's own language, when the kind has one (else the English below). */
  resetMail?: (account: A, link: string) => { subject: string; text: string };
  supportEmail: string;
}

export function accountPasswords<A extends PasswordAccount>(k: PasswordAccountKind<A>) {
  const linkPurposes = [k.invitePurpose, k.resetPurpose];
  const kindOf = (purpose: string): LinkKind => (purpose === k.invitePurpose ? 'invitation' : 'reset');

  /** An unused, unexpired link with its account, without using it up (null when unusable). */
  async function inspectLink(
    db: Database,
    rawToken: string,
  ): Promise<{ token: TokenRow; account: A } | null> {
    const token = await findOpenToken(db, rawToken, { purposes: linkPurposes, subjectKind: k.subject });
    if (!token) return null;
    const account = await k.byId(db, token.subjectId, false);
    return account && k.linkUsable(token, account) ? { token, account } : null;
  }

  /** What the set-password page shows about a link (404 when it cannot be used). */
  async function describeLink(db: Database, rawToken: string) {
    const found = await inspectLink(db, rawToken);
    if (!found) throw new AppError('not_found', linkInvalidMessage);
    return { kind: kindOf(found.token.purpose), email: found.account.email, ...k.describe(found.account) };
  }

  /**
   * Uses a link: checks the new password (the shared rule, with the account's words), stores its hash, voids every other open link
   * of the account and ends all its sessions, in one transaction. The (slow) hash is computed first, and
   * only for a usable link.
   */
  async function setPasswordFromLink(
    ctx: AppContext,
    rawToken: string,
    password: string,
    ip: string | null,
  ): Promise<{ accountId: number; kind: LinkKind }> {
    const link = await inspectLink(ctx.db, rawToken);
    if (!link) throw new AppError('not_found', linkInvalidMessage);
    // The account's own words (address, name) count as easy guesses for its password.
    assertNewPassword(password, [link.account.email, link.account.fullName]);
    const hash = await hashPassword(password);
    return ctx.db.transaction(async (tx) => {
      const token =
        (await consumeToken(tx, rawToken, k.invitePurpose)) ??
        (await consumeToken(tx, rawToken, k.resetPurpose));
      if (!token || token.subjectKind !== k.subject) throw new AppError('not_found', linkInvalidMessage);
      const account = await k.byId(tx, token.subjectId, true);
      if (!account || !k.linkUsable(token, account)) throw new AppError('not_found', linkInvalidMessage);
      const kind = kindOf(token.purpose);
      await k.savePassword(tx, account, hash, kind);
      for (const purpose of linkPurposes) {
        await voidTokens(tx, { purpose, subjectKind: k.subject, subjectId: account.id });
      }
      await revokeSessions(tx, k.kind, account.id);
      await recordAudit(tx, {
        actorKind: k.kind,
        actorId: account.id,
        actorName: account.email,
        action: `${k.kind}.password_set`,
        entityType: k.kind,
        entityId: account.id,
        details: { via: kind },
        ipAddress: ip,
      });
      return { accountId: account.id, kind };
    });
  }

  function resetMailText(account: A, link: string): string {
    return [
      `Hello ${oneLine(account.fullName, 100)},`,
      '',
      `We received a request to reset the password of your ${brand.name} ${k.product} account (${account.email}).`,
      '',
      'Choose a new password here:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.',
      '',
      `Questions? Write to ${k.supportEmail}.`,
      '',
      `— The ${brand.name} ${k.kind} team`,
    ].join('\n');
  }

  /**
   * Issues a reset link to a usable account with this address (older unused reset links stop working) and
   * queues the mail. Returns whether a mail was queued; the caller answers the same either way.
   */
  async function requestPasswordReset(ctx: AppContext, email: string, ip: string | null): Promise<boolean> {
    const queued = await ctx.db.transaction(async (tx) => {
      const account = await k.resettable(tx, email);
      await recordAudit(tx, {
        actorKind: 'visitor',
        action: `${k.kind}.password_reset_requested`,
        entityType: k.kind,
        ...(account ? { entityId: account.id } : {}),
        details: { email, sent: Boolean(account) },
        ipAddress: ip,
      });
      if (!account) return false;
      await voidTokens(tx, { purpose: k.resetPurpose, subjectKind: k.subject, subjectId: account.id });
      const token = await issueToken(tx, {
        purpose: k.resetPurpose,
        subjectKind: k.subject,
        subjectId: account.id,
        email: account.email,
        ttlMs: RESET_TTL_MS,
      });
      const link = k.link(ctx.config.publicUrl, token, account);
      await ctx.queueEmail(tx, {
        kind: `${k.kind}-password-reset`,
        to: account.email,
        ...(k.resetMail?.(account, link) ?? {
          subject: `Reset your ${brand.name} ${k.product} password`,
          text: resetMailText(account, link),
        }),
      });
      return true;
    });
    if (queued) ctx.mailQueued();
    return queued;
  }

  return { inspectLink, describeLink, setPasswordFromLink, requestPasswordReset };
}

export type AccountPasswords = ReturnType<typeof accountPasswords>;
