import { eq } from 'drizzle-orm';
import {
  blankToNull,
  normalizeEmail,
  SIGNUP_MAIL_INTERVAL_MINUTES,
  SUBSCRIBE_CONFIRM_DAYS,
  WAITLIST_SOURCE,
  type Subscribe,
} from '@app/contracts';
import { subscribeConfirmPagePath } from '@app/contracts/form-pages';
import { emailSuppressions, subscribers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { emailHash, liftUnsubscribeSuppression } from './email-suppression.ts';
import type { OutgoingEmail } from '../email/index.ts';
import {
  storeFormSubmissionIn,
  type FormSubmissionRecord,
  type SubmissionSender,
} from '../form-guard/index.ts';
import { confirmTokenClaim, signConfirmToken, verifyConfirmToken } from './confirm-token.ts';
import { alreadySubscribedMail, confirmationMail, unsubscribeLinks, welcomeMail } from './mail.ts';
import { unsubscribeTokenSubject, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export type SubscribeInput = Omit<Subscribe, '_hp' | '_t'>;
/**
 * new: a new, unconfirmed row; pending: a known inactive (unconfirmed or unsubscribed) address, sent the
 * confirmation link again; unchanged: already active; suppressed: the address was erased on request, so
 * nothing is stored. Every outcome gives the same answer.
 */
export type SubscribeOutcome = 'new' | 'pending' | 'unchanged' | 'suppressed';

const invalidUnsubscribeLink = 'This unsubscribe link is invalid or has expired.';
export const invalidConfirmLink =
  'This confirmation link is invalid. Please use the link from the e-mail we sent you, or sign up again.';
export const expiredConfirmLink = `This confirmation link has expired: links work for ${SUBSCRIBE_CONFIRM_DAYS} days. Please sign up again to get a new one.`;

const auditActions: Record<SubscribeOutcome, string> = {
  new: 'subscriber.created',
  pending: 'subscriber.confirmation-resent',
  unchanged: 'subscriber.resubscribed',
  suppressed: 'subscriber.suppressed',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNUP_MAIL_INTERVAL_MS = SIGNUP_MAIL_INTERVAL_MINUTES * 60 * 1000;

type SignUpValues = { email: string; firstName: string | null; lastName: string | null; source: string };

/** The staff notification's record for a confirmed sign-up: a new or a re-activated subscriber. */
function newsletterRecord(
  values: SignUpValues,
  outcome: 'new' | 'reactivated',
  { ipAddress, signals, campaign }: SubmissionSender,
): FormSubmissionRecord {
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  return {
    formType: 'newsletter',
    submitterName: name === '' ? null : name,
    submitterEmail: values.email,
    formData: values,
    subject:
      outcome === 'new'
        ? `New newsletter subscriber: ${values.email}`
        : `Newsletter subscriber re-activated: ${values.email}`,
    fields: [
      ['Email', values.email],
      ['First name', values.firstName],
      ['Last name', values.lastName],
      ['Source', values.source],
    ],
    adminPath: '/admin/subscribers',
    ipAddress,
    signals,
    campaign: campaign ?? null,
  };
}

function signUpValues(input: SubscribeInput): SignUpValues {
  return {
    email: normalizeEmail(input.email),
    firstName: blankToNull(input.firstName),
    lastName: blankToNull(input.lastName),
    source: input.source,
  };
}

/**
 * Newsletter sign-up, in one transaction (`subscribeIn`). Two identical sign-ups at the same moment both
 * find no row; the unique e-mail index refuses the second insert, and that sign-up runs again and finds
 * the subscriber the first one stored.
 */
export async function subscribe(
  ctx: AppContext,
  input: SubscribeInput,
  sender: SubmissionSender,
): Promise<{ outcome: SubscribeOutcome; mailed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.transaction((tx) => subscribeIn(tx, ctx, input, sender));
      if (result.mailed) ctx.mailQueued();
      return result;
    } catch (err) {
      if (attempt === 2 || !isUniqueViolation(err, 'subscribers_email_unique')) throw err;
    }
  }
}

/** The confirmation mail of a sign-up (the link works for SUBSCRIBE_CONFIRM_DAYS). */
function confirmation(ctx: AppContext, subscriberId: number, email: string, waitlist: boolean, now: Date) {
  const expiresAt = new Date(now.getTime() + SUBSCRIBE_CONFIRM_DAYS * DAY_MS);
  const token = signConfirmToken(
    ctx.secretKey,
    { subscriberId, waitlist, expiresAt: expiresAt.getTime() },
    email,
  );
  const link = `${ctx.config.publicUrl}${subscribeConfirmPagePath}?token=${encodeURIComponent(token)}`;
  return confirmationMail(email, link, { waitlist, expiresAt });
}

/**
 * The sign-up inside the caller's transaction (a public post, or a held sign-up released by staff). Double
 * opt-in (decision 0038): nobody becomes a subscriber until the e-mailed link is followed.
 * - an erased address (privacy erasure on the suppression list) stays out: nothing is stored;
 * - a new address is stored unconfirmed (inactive, `confirmedAt` null) and sent the confirmation link;
 * - a known inactive address (unconfirmed, or unsubscribed) is sent the link again;
 * - an active address gets "already subscribed" (no second welcome), or the link when it asks for the
 *   waitlist it is not on yet;
 * - at most one such mail per address per SIGNUP_MAIL_INTERVAL_MINUTES (no mail-bombing through the form);
 * - every sign-up is audited. The caller's answer is the same in every case.
 * Call `ctx.mailQueued()` after the commit when `mailed`.
 */
export async function subscribeIn(
  tx: Database,
  ctx: AppContext,
  input: SubscribeInput,
  sender: SubmissionSender,
  details: Record<string, unknown> = {},
): Promise<{ outcome: SubscribeOutcome; mailed: boolean }> {
  const values = signUpValues(input);
  const hash = emailHash(values.email);
  const [suppression] = await tx
    .select({ reason: emailSuppressions.reason })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.emailHash, hash));
  if (suppression?.reason === 'erased') {
    await recordAudit(tx, {
      actorKind: 'visitor',
      action: auditActions.suppressed,
      entityType: 'email',
      entityId: hash,
      ipAddress: sender.ipAddress,
    });
    return { outcome: 'suppressed', mailed: false };
  }
  const now = new Date(ctx.now());
  const wantsWaitlist = values.source === WAITLIST_SOURCE;
  const [known] = await tx
    .select()
    .from(subscribers)
    .where(eq(subscribers.email, values.email))
    .for('update');
  let id: number;
  let outcome: SubscribeOutcome;
  let mail: OutgoingEmail | null;
  if (!known) {
    const [row] = await tx
      .insert(subscribers)
      .values({
        ...values,
        campaign: sender.campaign ?? null,
        active: false,
        confirmedAt: null,
        signupMailSentAt: now,
      })
      .returning({ id: subscribers.id });
    if (!row) throw new Error('subscriber insert returned no row');
    [id, outcome] = [row.id, 'new'];
    mail = confirmation(ctx, id, values.email, wantsWaitlist, now);
  } else {
    [id, outcome] = [known.id, known.active ? 'unchanged' : 'pending'];
    const recentlyMailed =
      known.signupMailSentAt !== null &&
      now.getTime() - known.signupMailSentAt.getTime() < SIGNUP_MAIL_INTERVAL_MS;
    if (recentlyMailed) mail = null;
    else if (!known.active || (wantsWaitlist && known.source !== WAITLIST_SOURCE))
      mail = confirmation(ctx, id, values.email, wantsWaitlist || known.source === WAITLIST_SOURCE, now);
    else {
      const links = unsubscribeLinks(ctx.config.publicUrl, ctx.secretKey, { id, email: values.email });
      mail = { ...alreadySubscribedMail(values.email, links), listUnsubscribeUrl: links.oneClick };
    }
    if (mail) await tx.update(subscribers).set({ signupMailSentAt: now }).where(eq(subscribers.id, id));
  }
  if (mail) await ctx.queueEmail(tx, mail);
  await recordAudit(tx, {
    actorKind: 'visitor',
    action: auditActions[outcome],
    entityType: 'subscriber',
    entityId: id,
    // The guard's weak signals stay with the sign-up (its form submission is written at confirmation).
    details: { source: values.source, mailed: mail !== null, signals: [...sender.signals], ...details },
    ipAddress: sender.ipAddress,
  });
  return { outcome, mailed: mail !== null };
}

/**
 * Follows a confirmation link (idempotent): an unconfirmed or unsubscribed address becomes an active
 * subscriber, with its `newsletter` form submission, the staff notification and the welcome mail; an
 * active one asking for the waitlist joins it; an active one otherwise is answered the same and nothing
 * changes (no second welcome). A forged or outdated link (the subscriber was deleted, the address changed)
 * is a 400, and an expired one says so.
 */
export async function confirmSubscription(
  ctx: AppContext,
  token: string | undefined,
  meta: { ipAddress: string | null },
): Promise<{ waitlist: boolean }> {
  const claim = token ? confirmTokenClaim(token) : null;
  if (!token || !claim) throw new AppError('bad_request', invalidConfirmLink);
  const now = new Date(ctx.now());
  const expired = claim.expiresAt <= now.getTime();
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.id, claim.subscriberId))
      .for('update');
    if (!row || !verifyConfirmToken(ctx.secretKey, token, claim, row.email)) {
      throw new AppError('bad_request', expired ? expiredConfirmLink : invalidConfirmLink);
    }
    const joinsWaitlist = claim.waitlist && row.source !== WAITLIST_SOURCE;
    // Done already: the same answer again, even once the link has expired.
    if (row.active && !joinsWaitlist) return { waitlist: row.source === WAITLIST_SOURCE, mailed: false };
    if (expired) throw new AppError('bad_request', expiredConfirmLink);
    const source = joinsWaitlist ? WAITLIST_SOURCE : row.source;
    const audit = { actorKind: 'visitor' as const, entityType: 'subscriber', entityId: row.id };
    if (row.active) {
      await tx.update(subscribers).set({ source }).where(eq(subscribers.id, row.id));
      await recordAudit(tx, { ...audit, action: 'subscriber.waitlist-joined', ipAddress: meta.ipAddress });
      return { waitlist: true, mailed: false };
    }
    await tx
      .update(subscribers)
      .set({ active: true, source, confirmedAt: now })
      .where(eq(subscribers.id, row.id));
    // Subscribing again oneself lifts the suppression an earlier unsubscribe left.
    await liftUnsubscribeSuppression(tx, row.email);
    const values = { email: row.email, firstName: row.firstName, lastName: row.lastName, source };
    const record = newsletterRecord(values, row.confirmedAt === null ? 'new' : 'reactivated', {
      ipAddress: meta.ipAddress,
      signals: [],
      campaign: row.campaign,
    });
    const formSubmissionId = await storeFormSubmissionIn(tx, ctx, record);
    const links = unsubscribeLinks(ctx.config.publicUrl, ctx.secretKey, row);
    const waitlist = source === WAITLIST_SOURCE;
    await ctx.queueEmail(tx, {
      ...welcomeMail(row.email, links, waitlist),
      listUnsubscribeUrl: links.oneClick,
    });
    await recordAudit(tx, {
      ...audit,
      action: row.confirmedAt === null ? 'subscriber.confirmed' : 'subscriber.reactivated',
      details: { source, formSubmissionId },
      ipAddress: meta.ipAddress,
    });
    return { waitlist, mailed: true };
  });
  if (result.mailed) ctx.mailQueued();
  return { waitlist: result.waitlist };
}

/**
 * Sets the subscriber named by a valid unsubscribe token inactive (idempotent). A malformed, forged or
 * outdated token (the address changed, the subscriber was deleted) is a 400.
 */
export async function unsubscribe(
  ctx: AppContext,
  token: string | undefined,
  meta: { ipAddress: string | null },
): Promise<{ email: string }> {
  const id = token ? unsubscribeTokenSubject(token) : null;
  if (!token || id === null) throw new AppError('bad_request', invalidUnsubscribeLink);
  return ctx.db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: subscribers.id, email: subscribers.email, active: subscribers.active })
      .from(subscribers)
      .where(eq(subscribers.id, id))
      .for('update');
    if (!subscriber || !verifyUnsubscribeToken(ctx.secretKey, token, subscriber)) {
      throw new AppError('bad_request', invalidUnsubscribeLink);
    }
    if (subscriber.active) {
      await tx.update(subscribers).set({ active: false }).where(eq(subscribers.id, id));
      await recordAudit(tx, {
        actorKind: 'visitor',
        action: 'subscriber.unsubscribed',
        entityType: 'subscriber',
        entityId: id,
        ipAddress: meta.ipAddress,
      });
    }
    return { email: subscriber.email };
  });
}
