import { eq, sql } from 'drizzle-orm';
import { blankToNull, normalizeEmail, type Subscribe } from '@app/contracts';
import { emailSuppressions, subscribers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { resultRows } from '../../lib/affected-rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { emailHash } from '../../lib/email-suppression.ts';
import {
  storeFormSubmissionIn,
  type FormSubmissionRecord,
  type SubmissionSender,
} from '../../lib/form-submission.ts';
import { unsubscribeLinks, welcomeMail } from './mail.ts';
import { unsubscribeTokenSubject, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export type SubscribeInput = Omit<Subscribe, '_hp' | '_t'>;
/**
 * new: a new row; reactivated: an inactive subscriber is active again; unchanged: already active;
 * suppressed: the address was erased on request, so nothing is stored (the answer looks like `new`).
 */
export type SubscribeOutcome = 'new' | 'reactivated' | 'unchanged' | 'suppressed';

export const invalidUnsubscribeLink = 'This unsubscribe link is invalid or has expired.';

const auditActions: Record<SubscribeOutcome, string> = {
  new: 'subscriber.created',
  reactivated: 'subscriber.reactivated',
  unchanged: 'subscriber.resubscribed',
  suppressed: 'subscriber.suppressed',
};

type SignUpValues = { email: string; firstName: string | null; lastName: string | null; source: string };

/** The staff notification's record for a new or a re-activated subscriber. */
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
): Promise<{ id: number; outcome: SubscribeOutcome }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.transaction((tx) => subscribeIn(tx, ctx, input, sender));
      if (result.outcome === 'new' || result.outcome === 'reactivated') ctx.mailQueued();
      return result;
    } catch (err) {
      if (attempt === 2 || !isUniqueViolation(err, 'subscribers_email_unique')) throw err;
    }
  }
}

/**
 * The sign-up inside the caller's transaction (a public post, or a held sign-up released by staff):
 * - an erased address (privacy erasure on the suppression list) stays out: nothing is stored, so the form
 *   does not reveal who asked for erasure;
 * - subscribing again oneself lifts the suppression an earlier unsubscribe left;
 * - the subscriber is inserted, or an inactive one re-activated; an active one is left as is;
 * - a new or re-activated subscriber gets a `newsletter` form submission, the staff notification and a
 *   welcome mail with an unsubscribe link; every sign-up is audited.
 * Call `ctx.mailQueued()` after the commit.
 */
export async function subscribeIn(
  tx: Database,
  ctx: AppContext,
  input: SubscribeInput,
  sender: SubmissionSender,
  details: Record<string, unknown> = {},
): Promise<{ id: number; outcome: SubscribeOutcome }> {
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
    // An id like a new subscriber's, so the answer does not tell that this address asked to be erased.
    const [fresh] = resultRows<{ id: number }>(
      await tx.execute(sql`select nextval(pg_get_serial_sequence('subscribers', 'id'))::int as id`),
    );
    return { id: Number(fresh?.id), outcome: 'suppressed' };
  }
  if (suppression?.reason === 'unsubscribed')
    await tx.delete(emailSuppressions).where(eq(emailSuppressions.emailHash, hash));
  const [known] = await tx
    .select({ id: subscribers.id, active: subscribers.active })
    .from(subscribers)
    .where(eq(subscribers.email, values.email))
    .for('update');
  let id: number;
  let outcome: SubscribeOutcome;
  if (!known) {
    const [row] = await tx
      .insert(subscribers)
      .values({ ...values, campaign: sender.campaign ?? null })
      .returning({ id: subscribers.id });
    if (!row) throw new Error('subscriber insert returned no row');
    [id, outcome] = [row.id, 'new'];
  } else if (!known.active) {
    await tx
      .update(subscribers)
      .set({
        active: true,
        firstName: sql`coalesce(${values.firstName}, ${subscribers.firstName})`,
        lastName: sql`coalesce(${values.lastName}, ${subscribers.lastName})`,
      })
      .where(eq(subscribers.id, known.id));
    [id, outcome] = [known.id, 'reactivated'];
  } else {
    [id, outcome] = [known.id, 'unchanged'];
  }
  let submission: Record<string, unknown> = {};
  if (outcome === 'new' || outcome === 'reactivated') {
    const formSubmissionId = await storeFormSubmissionIn(tx, ctx, newsletterRecord(values, outcome, sender));
    submission = { formSubmissionId };
    const links = unsubscribeLinks(ctx.config.publicUrl, ctx.secretKey, { id, email: values.email });
    await ctx.queueEmail(tx, { ...welcomeMail(values.email, links), listUnsubscribeUrl: links.oneClick });
  }
  await recordAudit(tx, {
    actorKind: 'visitor',
    action: auditActions[outcome],
    entityType: 'subscriber',
    entityId: id,
    details: { source: values.source, ...submission, ...details },
    ipAddress: sender.ipAddress,
  });
  return { id, outcome };
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
