import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { blankToNull, normalizeEmail, type Subscribe } from '@app/contracts';
import { auditLog, emailOutbox, emailSuppressions, subscribers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { emailHash } from '../../lib/email-suppression.ts';
import {
  notificationAroundId,
  storeFormSubmissionIn,
  submissionRow,
  submissionValues,
  type FormSubmissionRecord,
  type SubmissionMeta,
  type SubmissionSender,
} from '../../lib/form-submission.ts';
import { idReserve } from '../../lib/id-reserve.ts';
import { compiledOnce, placeholders } from '../../lib/statement-cache.ts';
import {
  alreadyCounted,
  limitInStatement,
  type HitColumns,
  type StatementLimit,
} from '../../lib/statement-limit.ts';
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

/** What the sign-up statement is built on: a fresh id, and the id of the subscriber on file (if known). */
interface LookAhead {
  newId: number;
  knownId: number | null;
}

/**
 * A fresh id for a new row, and the id of the address's subscriber on file: the welcome mail's unsubscribe
 * link is signed over the id, so it must be known before the statement that writes the mail. Needed only
 * when the first statement found a row to re-activate, or its reserved id was taken.
 */
export async function lookAhead(ctx: AppContext, email: string): Promise<LookAhead> {
  const [row] = await ctx.dbHandle.prepared<{ new_id: number; known_id: number | null }>(sql`
    select nextval(pg_get_serial_sequence('subscribers', 'id'))::int as new_id,
      (select id from ${subscribers} where email = ${email}) as known_id`);
  if (!row) throw new Error('look-ahead returned no row');
  return { newId: Number(row.new_id), knownId: row.known_id === null ? null : Number(row.known_id) };
}

/** The staff notification's record for a new or a re-activated subscriber. */
function newsletterRecord(
  values: SignUpValues,
  outcome: 'new' | 'reactivated',
  { ipAddress, signals }: SubmissionSender,
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
  };
}

type SignUpSlot =
  | 'hash'
  | 'newId'
  | 'knownId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'source'
  | 'ip'
  | 'notifyId'
  | 'notifyKind'
  | 'notifyTo'
  | 'subjectNew'
  | 'subjectAgain'
  | 'beforeNew'
  | 'beforeAgain'
  | 'afterNew'
  | 'afterAgain'
  | 'welcomeId'
  | 'welcomeKind'
  | 'welcomeSubject'
  | 'textNew'
  | 'textKnown'
  | 'oneClickNew'
  | 'oneClickKnown';

/** The sign-up statement (see `signUp`), its values as placeholders: built once per rate-limit mode. */
function signUpStatement(limit: StatementLimit): SQL {
  const v = placeholders<SignUpSlot>();
  const pick = (whenNew: Placeholder, otherwise: Placeholder) =>
    sql`case when up.inserted then ${whenNew}::text else ${otherwise}::text end`;
  const action = sql`case outcome.v ${sql.join(
    Object.entries(auditActions).map(([outcome, name]) => sql`when ${outcome} then ${name}::text`),
    sql` `,
  )} end`;
  const allowed = limit.allowed ?? sql`true`;
  return sql`
    with ${limit.ctes}
    supp as (select reason from ${emailSuppressions} where email_hash = ${v.hash}::text),
    lifted as (
      delete from ${emailSuppressions} where email_hash = ${v.hash}::text and reason = 'unsubscribed' and ${allowed}
    ),
    up as (
      insert into ${subscribers} (id, email, first_name, last_name, source)
      select ${v.newId}::int, ${v.email}::text, ${v.firstName}::text, ${v.lastName}::text, ${v.source}::text
      where not exists (select 1 from supp where reason = 'erased') and ${allowed}
      on conflict (email) do update set
        active = true,
        first_name = coalesce(excluded.first_name, ${subscribers}.first_name),
        last_name = coalesce(excluded.last_name, ${subscribers}.last_name)
      where ${subscribers}.active = false and ${subscribers}.id = ${v.knownId}::int
      -- xmax is 0 for a freshly inserted row version and set for one written by the conflict update.
      returning id, (xmax = 0) as inserted
    ),
    outcome as (
      select
        case
          when exists (select 1 from supp where reason = 'erased') then 'suppressed'
          when exists (select 1 from up where inserted) then 'new'
          when exists (select 1 from up) then 'reactivated'
          when exists (select 1 from ${subscribers} where email = ${v.email}::text and active) then 'unchanged'
          else 'retry'
        end as v,
        coalesce(
          (select id from up),
          (select id from ${subscribers} where email = ${v.email}::text and active),
          ${v.newId}::int
        ) as id
    ),
    submission as (${submissionRow(sql`exists (select 1 from up)`)}),
    notify as (
      insert into ${emailOutbox} (message_id, kind, "to", subject, text, form_submission_id)
      select ${v.notifyId}::text, ${v.notifyKind}::text, ${v.notifyTo}::text,
        ${pick(v.subjectNew, v.subjectAgain)},
        ${pick(v.beforeNew, v.beforeAgain)} || submission.id::text || ${pick(v.afterNew, v.afterAgain)},
        submission.id
      from up, submission
    ),
    welcome as (
      insert into ${emailOutbox} (message_id, kind, "to", subject, text, list_unsubscribe_url)
      select ${v.welcomeId}::text, ${v.welcomeKind}::text, ${v.email}::text,
        ${v.welcomeSubject}::text, ${pick(v.textNew, v.textKnown)}, ${pick(v.oneClickNew, v.oneClickKnown)}
      from up
    ),
    audit as (
      insert into ${auditLog} (actor_kind, action, entity_type, entity_id, details, ip_address)
      select 'visitor', ${action},
        case when outcome.v = 'suppressed' then 'email' else 'subscriber' end,
        case when outcome.v = 'suppressed' then ${v.hash}::text else outcome.id::text end,
        case when outcome.v = 'suppressed' then null else
          jsonb_build_object('source', ${v.source}::text)
          || coalesce((select jsonb_build_object('formSubmissionId', id) from submission), '{}'::jsonb)
        end,
        ${v.ip}::text
      from outcome where outcome.v <> 'retry' and ${allowed}
    )
    ${limit.select(sql`outcome.v as outcome, outcome.id`, sql`outcome`)}`;
}

/**
 * The whole sign-up in one statement (data-modifying CTEs, atomic without a transaction):
 * - an erased address (privacy erasure on the suppression list) stays out: nothing is stored, and the answer
 *   is a fresh id, so the form does not reveal who asked for erasure;
 * - subscribing again oneself lifts the suppression an earlier unsubscribe left;
 * - the subscriber is inserted, or an inactive one re-activated (the unique e-mail index decides between
 *   concurrent identical sign-ups); an active one is left as is;
 * - a new or re-activated subscriber gets a `newsletter` form submission, the staff notification and a
 *   welcome mail with an unsubscribe link; every sign-up is audited.
 * - the visitor's rate-limit hit is counted in it (`limit`); over the budget nothing else is written.
 * `retry`: the address has a row to re-activate that is not `ids.knownId` (not looked up yet, or replaced
 * since), so its welcome mail would name the wrong id: nothing but the hit and a lifted suppression was
 * written.
 */
export async function signUp(
  ctx: AppContext,
  values: SignUpValues,
  ids: LookAhead,
  sender: SubmissionSender,
  limit: StatementLimit,
): Promise<{ id: number; outcome: SubscribeOutcome | 'retry' }> {
  const { ipAddress } = sender;
  const hash = emailHash(values.email);
  const createdAt = new Date();
  const record = newsletterRecord(values, 'new', sender);
  const created = notificationAroundId(ctx, record, createdAt);
  const links = (id: number) =>
    unsubscribeLinks(ctx.config.publicUrl, ctx.secretKey, { id, email: values.email });
  const newLinks = links(ids.newId);
  const welcomeNew = welcomeMail(values.email, newLinks);
  // Only a known row can be re-activated; without one (the usual new address) its texts are never used.
  const known = ids.knownId;
  const again =
    known === null
      ? created
      : notificationAroundId(ctx, newsletterRecord(values, 'reactivated', sender), createdAt);
  const knownLinks = known === null ? newLinks : links(known);
  const welcomeKnown = known === null ? welcomeNew : welcomeMail(values.email, knownLinks);
  const [row] = await ctx.dbHandle.run<HitColumns & { outcome: SubscribeOutcome | 'retry'; id: number }>(
    compiledOnce(`sign-up|${limit.mode}`, () => signUpStatement(limit)),
    {
      ...limit.values,
      ...submissionValues(record, createdAt),
      hash,
      newId: ids.newId,
      knownId: known,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      source: values.source,
      ip: ipAddress,
      notifyId: ctx.newMessageId(),
      notifyKind: created.mail.kind,
      notifyTo: created.mail.to,
      subjectNew: created.mail.subject,
      subjectAgain: again.mail.subject,
      beforeNew: created.before,
      beforeAgain: again.before,
      afterNew: created.after,
      afterAgain: again.after,
      welcomeId: ctx.newMessageId(),
      welcomeKind: welcomeNew.kind,
      welcomeSubject: welcomeNew.subject,
      textNew: welcomeNew.text,
      textKnown: welcomeKnown.text,
      oneClickNew: newLinks.oneClick,
      oneClickKnown: knownLinks.oneClick,
    } satisfies Record<SignUpSlot, unknown> & Record<string, unknown>,
  );
  limit.check(row);
  if (!row) throw new Error('sign-up statement returned no row');
  return { id: Number(row.id), outcome: row.outcome };
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
 * Newsletter sign-up (see `signUp`). A new address, the usual case, takes one statement, its id taken from
 * the process's reserve; the address's row is looked up first only when that statement found one to
 * re-activate, or the reserved id was taken (the sequence was reset under the reserve).
 */
export async function subscribe(
  ctx: AppContext,
  input: SubscribeInput,
  meta: SubmissionMeta,
): Promise<{ id: number; outcome: SubscribeOutcome }> {
  const values = signUpValues(input);
  const reserve = idReserve(ctx.dbHandle, 'subscribers');
  let limit = await limitInStatement(ctx.rateLimits, meta.charge);
  let ids: LookAhead = { newId: await reserve.take(), knownId: null };
  for (let attempt = 1; ; attempt++) {
    let answer: Awaited<ReturnType<typeof signUp>>;
    try {
      answer = await signUp(ctx, values, ids, meta, limit);
    } catch (err) {
      if (attempt === 3 || !isUniqueViolation(err, 'subscribers_pkey')) throw err;
      reserve.discard();
      ids = await lookAhead(ctx, values.email);
      continue;
    }
    limit = alreadyCounted;
    const { id, outcome } = answer;
    if (outcome !== 'retry') {
      if (outcome === 'new' || outcome === 'reactivated') ctx.mailQueued();
      return { id, outcome };
    }
    if (attempt === 3) throw new Error('the subscriber changed during sign-up three times');
    ids = await lookAhead(ctx, values.email);
  }
}

/**
 * The same sign-up as `signUp`, with plain statements inside the caller's transaction (a held sign-up
 * released by staff): the same outcomes, rows, mails and audit entry. Call `ctx.mailQueued()` after commit.
 */
export async function subscribeIn(
  tx: Database,
  ctx: AppContext,
  input: SubscribeInput,
  sender: SubmissionSender,
  details: Record<string, unknown> = {},
): Promise<{ id: number | null; outcome: SubscribeOutcome }> {
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
    return { id: null, outcome: 'suppressed' };
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
    const [row] = await tx.insert(subscribers).values(values).returning({ id: subscribers.id });
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
