import { eq, sql } from 'drizzle-orm';
import { blankToNull, normalizeEmail, type Subscribe } from '@app/contracts';
import { emailOutbox, subscribers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { resultRows } from '../../lib/affected-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emailHash, liftUnsubscribeSuppression, suppressionOf } from '../../lib/email-suppression.ts';
import { recordFormSubmission } from '../../lib/form-submission.ts';
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

/**
 * Inserts the subscriber, or re-activates an inactive one, in one statement: safe under concurrent
 * identical requests (the unique e-mail index decides, the loser sees the winner's row). An already active
 * subscriber is left as is.
 */
async function upsertSubscriber(
  tx: Database,
  values: { email: string; firstName: string | null; lastName: string | null; source: string },
): Promise<{ id: number; outcome: SubscribeOutcome }> {
  const [row] = await tx
    .insert(subscribers)
    .values(values)
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        active: true,
        firstName: sql`coalesce(excluded.first_name, ${subscribers.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${subscribers.lastName})`,
      },
      setWhere: sql`${subscribers.active} = false`,
    })
    // xmax is 0 for a freshly inserted row version and set for one written by the conflict update.
    .returning({ id: subscribers.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row) return { id: row.id, outcome: row.inserted ? 'new' : 'reactivated' };
  const [existing] = await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.email, values.email));
  if (!existing) throw new Error('subscriber vanished during upsert');
  return { id: existing.id, outcome: 'unchanged' };
}

/**
 * Newsletter sign-up. A new or re-activated subscriber gets a `newsletter` form submission, a staff
 * notification and a welcome mail with an unsubscribe link; every sign-up is audited. One transaction.
 */
export async function subscribe(
  ctx: AppContext,
  input: SubscribeInput,
  meta: { ipAddress: string | null },
): Promise<{ id: number; outcome: SubscribeOutcome }> {
  const values = {
    email: normalizeEmail(input.email),
    firstName: blankToNull(input.firstName),
    lastName: blankToNull(input.lastName),
    source: input.source,
  };
  const result = await ctx.db.transaction(async (tx) => {
    const suppression = await suppressionOf(tx, values.email);
    if (suppression === 'erased') return refuseSuppressed(tx, values.email, meta);
    // Subscribing again oneself lifts the record left by an earlier unsubscribe.
    if (suppression === 'unsubscribed') await liftUnsubscribeSuppression(tx, values.email);
    const { id, outcome } = await upsertSubscriber(tx, values);
    let formSubmissionId: number | undefined;
    if (outcome !== 'unchanged') {
      const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
      formSubmissionId = await recordFormSubmission(ctx, tx, {
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
        ipAddress: meta.ipAddress,
      });
      const links = unsubscribeLinks(ctx.config.publicUrl, ctx.secretKey, { id, email: values.email });
      const outboxId = await ctx.queueEmail(tx, welcomeMail(values.email, links));
      await tx
        .update(emailOutbox)
        .set({ listUnsubscribeUrl: links.oneClick })
        .where(eq(emailOutbox.id, outboxId));
    }
    await recordAudit(tx, {
      actorKind: 'visitor',
      action: auditActions[outcome],
      entityType: 'subscriber',
      entityId: id,
      details: { source: values.source, ...(formSubmissionId ? { formSubmissionId } : {}) },
      ipAddress: meta.ipAddress,
    });
    return { id, outcome };
  });
  if (result.outcome === 'new' || result.outcome === 'reactivated') ctx.mailQueued();
  return result;
}

/**
 * An erased address stays out: nothing is stored and no mail is sent, but the visitor gets the answer of a
 * new sign-up (a fresh id from the subscribers' sequence), so the form does not reveal who asked for erasure.
 */
async function refuseSuppressed(
  tx: Database,
  email: string,
  meta: { ipAddress: string | null },
): Promise<{ id: number; outcome: SubscribeOutcome }> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('subscribers', 'id'))::int as id`,
  );
  const id = resultRows<{ id: number }>(result)[0]!.id;
  await recordAudit(tx, {
    actorKind: 'visitor',
    action: auditActions.suppressed,
    entityType: 'email',
    entityId: emailHash(email),
    ipAddress: meta.ipAddress,
  });
  return { id, outcome: 'suppressed' };
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
