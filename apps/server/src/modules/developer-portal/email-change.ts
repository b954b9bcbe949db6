/**
 * Changing a developer's sign-in address. The profile form only asks for it (with the current password):
 * a single-use link (`one_time_tokens`, purpose 'developer-email-change', the new address in its `email`
 * column) goes to the new address, and nothing changes until it is opened. Confirming it (POST
 * /api/developers/confirm-email, no session needed: the link may be opened on another device) changes the
 * address, tells the old address, voids the account's open reset links and ends every other session.
 *
 * Why: the address is what an approval is matched by (see developer-portal/provision.ts). An address taken
 * without proof let a developer claim someone else's pending application and keep access after their own
 * was rejected; with proof, an approval only ever reaches the account that owns the address that applied.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  asAccountLanguage,
  confirmEmailSchema,
  developerMails,
  pathInAccountLanguage,
  type AccountLanguage,
} from '@app/contracts';
import { brand, site } from '@app/contracts/site';
import { emailChangedResponseSchema } from '@app/contracts/api/accounts';
import { errorResponses } from '@app/contracts/api/common';
import { developers, sessions, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { consumeToken, issueToken, voidTokens } from '../../lib/tokens.ts';
import { refuseCrossSite } from '../../session/guards.ts';
import { getSession } from '../../session/session.ts';
import { accountLinkLimits, linkInvalidMessage } from '../accounts/index.ts';
import { accountById, DEVELOPER_SUBJECT, refusalReason } from './account.ts';
import { DEVELOPER_RESET_PURPOSE } from './provision.ts';

const EMAIL_CHANGE_PURPOSE = 'developer-email-change';
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const emailTaken = 'That e-mail address is already in use';
const emailChangedMessage =
  'Your e-mail address has been changed. Sign in with your new address from now on.';
/** The profile's answer to a requested change: the address changes only once its owner confirms it. */
export const confirmationSentMessage = (email: string) =>
  `Check your new inbox: we've sent a confirmation link to ${email}. Your e-mail address changes once you open it; until then you sign in with your current one.`;

/** The confirmation page with the raw token, in the account's language (its Chinese twin for zh). */
const emailChangeLink = (publicUrl: string, token: string, language: AccountLanguage) =>
  `${publicUrl.replace(/\/$/, '')}${pathInAccountLanguage('/developers/confirm-email', language)}?token=${encodeURIComponent(token)}`;

/** True when another developer already signs in with this (normalised) address. */
async function emailInUse(db: Database, email: string, developerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: developers.id })
    .from(developers)
    .where(and(eq(sql`lower(${developers.email})`, email), ne(developers.id, developerId)))
    .limit(1);
  return Boolean(row);
}

/** Change requests (each one mails the new address) per developer per hour; beyond, 429. */
export const emailChangeLimit = { max: 3, windowMs: 60 * 60_000 };
export const emailChangeLimitedMessage =
  'Too many address change requests. Please wait an hour and try again.';

/** The mail to the owner of an address another developer asked to sign in with. */
function addressTakenNotice(newEmail: string): string {
  return [
    'Hello,',
    '',
    `Someone asked to sign in to a ${brand.name} developer console account with this address (${newEmail}). This address already belongs to your developer console account, so nothing was changed and no other account can use it.`,
    '',
    `If that was you, you are already signed up with this address. If not, you need not do anything; questions go to ${site.developerSupportEmail}.`,
    '',
    `— The ${brand.name} developer team`,
  ].join('\n');
}

/**
 * A developer asks to sign in with `newEmail` (inside `tx`; call `ctx.mailQueued()` after commit). The
 * answer must not tell whether another developer has the address (or the profile form would find
 * accounts), so both cases queue one mail to the new address: a confirmation link when it is free, and
 * when it is taken a notice to its owner instead (nothing to confirm, nothing changes). Earlier change
 * links of the developer stop working either way. Returns whether the address was taken (audit only).
 */
export async function requestEmailChange(
  ctx: AppContext,
  tx: Database,
  developer: { id: number; fullName: string; email: string; language: string },
  newEmail: string,
): Promise<{ taken: boolean }> {
  const subject = { purpose: EMAIL_CHANGE_PURPOSE, subjectKind: DEVELOPER_SUBJECT, subjectId: developer.id };
  await voidTokens(tx, subject);
  if (await emailInUse(tx, newEmail, developer.id)) {
    await ctx.queueEmail(tx, {
      kind: 'developer-email-taken',
      to: newEmail,
      subject: `Someone asked to use your ${brand.name} developer console address`,
      text: addressTakenNotice(newEmail),
    });
    return { taken: true };
  }
  const token = await issueToken(tx, { ...subject, email: newEmail, ttlMs: EMAIL_CHANGE_TTL_MS });
  const hours = Math.round(EMAIL_CHANGE_TTL_MS / 3_600_000);
  const language = asAccountLanguage(developer.language);
  const copy = developerMails[language];
  const link = emailChangeLink(ctx.config.publicUrl, token, language);
  await ctx.queueEmail(tx, {
    kind: 'developer-email-change',
    to: newEmail,
    subject: copy.emailChange.subject,
    text: [
      copy.greeting(oneLine(developer.fullName, 100)),
      '',
      ...copy.emailChange.body(developer.email, newEmail, link, hours),
      '',
      copy.signature,
    ].join('\n'),
  });
  return { taken: false };
}

/** The mail to the old address once the change has taken effect. */
function changedNotice(account: { fullName: string; language: string }, previous: string, current: string) {
  const copy = developerMails[asAccountLanguage(account.language)];
  return {
    subject: copy.emailChanged.subject,
    text: [
      copy.greeting(oneLine(account.fullName, 100)),
      '',
      ...copy.emailChanged.body(previous, current),
      '',
      copy.signature,
    ].join('\n'),
  };
}

export function emailChangeRoutes(plain: FastifyInstance, ctx: AppContext) {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const linkLimit = rateLimit(ctx.rateLimits, { name: 'developer-link', ...accountLinkLimits });

  /** POST /api/developers/confirm-email { token } → 200 { ok, email, message }; an unusable link → 404. */
  const route = {
    // The limit counts every request, valid or not: it runs before the declared body is checked.
    preValidation: [linkLimit, refuseCrossSite],
    schema: { body: confirmEmailSchema, response: { 200: emailChangedResponseSchema, ...errorResponses } },
  };
  scope.post('/api/developers/confirm-email', route, async (request) => {
    const { token: rawToken } = request.body;
    const session = await getSession(request);
    const invalid = () => new AppError('not_found', linkInvalidMessage);
    try {
      const changed = await ctx.db.transaction(async (tx) => {
        const token = await consumeToken(tx, rawToken, EMAIL_CHANGE_PURPOSE);
        if (!token || token.subjectKind !== DEVELOPER_SUBJECT || !token.email) throw invalid();
        const account = await accountById(tx, token.subjectId);
        if (!account || refusalReason(account) !== null) throw invalid();
        const email = token.email;
        if (await emailInUse(tx, email, account.id)) {
          throw new AppError('validation', emailTaken, { email: emailTaken });
        }
        await tx
          .update(developers)
          .set({ email, updatedAt: sql`now()` })
          .where(eq(developers.id, account.id));
        await tx
          .update(users)
          .set({ email })
          .where(eq(users.id, account.userId as number));
        // Reset links went to the old address: they must not outlive the change.
        await voidTokens(tx, {
          purpose: DEVELOPER_RESET_PURPOSE,
          subjectKind: DEVELOPER_SUBJECT,
          subjectId: account.id,
        });
        // Every other session ends; the browser confirming keeps its own if it is this developer's.
        const keep = session?.kind === 'developer' && session.subjectId === account.id ? session.id : '';
        await tx
          .delete(sessions)
          .where(
            and(eq(sessions.kind, 'developer'), eq(sessions.subjectId, account.id), ne(sessions.id, keep)),
          );
        await ctx.queueEmail(tx, {
          kind: 'developer-email-changed',
          to: account.email,
          ...changedNotice(account, account.email, email),
        });
        await recordAudit(tx, {
          actorKind: 'developer',
          actorId: account.id,
          actorName: email,
          action: 'developer.email_changed',
          entityType: 'developer',
          entityId: account.id,
          details: { previousEmail: account.email },
          ipAddress: request.ip,
        });
        return email;
      });
      ctx.mailQueued();
      return { ok: true as const, email: changed, message: emailChangedMessage };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('validation', emailTaken, { email: emailTaken });
      throw error;
    }
  });
}
