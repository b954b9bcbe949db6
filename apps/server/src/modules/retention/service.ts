/**
 * The retention job: deletes what the privacy policy says we no longer keep, in one transaction, and
 * records the run (counts per table, never personal data) in the audit log.
 */
import { and, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { SUBSCRIBE_CONFIRM_DAYS } from '@app/contracts';
import {
  auditLog,
  consentLogs,
  emailOutbox,
  formSubmissions,
  partners,
  quarantine,
  subscribers,
  type Database,
} from '@app/db';
import { affectedRows } from '../../lib/affected-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { suppressEmail } from '../subscribers/index.ts';
import { deleteSignInData } from '../accounts/index.ts';
import { expireAnalytics } from '../analytics/index.ts';
import { expireRequestLogs } from '../request-logs/index.ts';
import { expireWebhookHistory } from '../webhooks/index.ts';

/**
 * Periods from the privacy policy, "How long we keep information" (spec §9 "Data retention: partner
 * applications 7 years, contact forms 3 years, analytics 2 years, newsletter until unsubscribe"):
 * - partner applications: 7 years from the date of application;
 * - contact forms and enterprise enquiries: 3 years from the person's last contact;
 * - analytics data (cookie-consent records, raw analytics events): 2 years from collection;
 * - newsletter subscriptions: until the person unsubscribes, then only a hashed suppression record;
 * - a sign-up never confirmed (double opt-in, decision 0038): SUBSCRIBE_CONFIRM_DAYS after its last
 *   confirmation mail, when the link in it has expired.
 */
const PARTNER_APPLICATION_YEARS = 7;
const CONTACT_FORM_YEARS = 3;
const ANALYTICS_YEARS = 2;

/** Form types of contact forms and enterprise enquiries (the leads module and demo requests). */
const CONTACT_FORM_TYPES = ['contact-form', 'demo-request'] as const;

interface RetentionCounts {
  partners: number;
  leads: number;
  formSubmissions: number;
  emailOutbox: number;
  consentLogs: number;
  analyticsEvents: number;
  subscribers: number;
  quarantine: number;
  apiRequestLogs: number;
  webhookEvents: number;
}

export interface RetentionResult {
  ranAt: string;
  cutoffs: { partnerApplications: string; contactForms: string; analytics: string };
  deleted: RetentionCounts;
}

export const yearsBefore = (now: Date, years: number): Date => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/** Deletes the staff notifications that repeat the given submissions, then the submissions. */
async function deleteSubmissions(tx: Database, where: SQL): Promise<{ submissions: number; mail: number }> {
  const doomed = tx.select({ id: formSubmissions.id }).from(formSubmissions).where(where);
  const mail = await tx.delete(emailOutbox).where(inArray(emailOutbox.formSubmissionId, doomed));
  const submissions = await tx.delete(formSubmissions).where(where);
  return { submissions: affectedRows(submissions), mail: affectedRows(mail) };
}

/**
 * Partner applications older than 7 years. A partner whose portal account is in use (signed in within the
 * period) is an ongoing contract rather than an old application, so it stays. Their sign-in data goes too.
 */
async function expirePartners(tx: Database, cutoff: Date): Promise<number> {
  const gone = await tx
    .delete(partners)
    .where(
      and(
        lt(partners.createdAt, cutoff),
        sql`not (${partners.loginEnabled} and coalesce(${partners.lastLoginAt} >= ${cutoff}, false))`,
      ),
    )
    .returning({ id: partners.id });
  await deleteSignInData(
    tx,
    'partner',
    gone.map((p) => p.id),
  );
  return gone.length;
}

/** Contact enquiries of people whose last contact (any enquiry from the same address) is over 3 years old. */
async function expireLeads(tx: Database, cutoff: Date): Promise<number> {
  const result = await tx.execute(sql`
    delete from leads l
     where l.created_at < ${cutoff}
       and not exists (select 1 from leads recent
                        where lower(recent.email) = lower(l.email) and recent.created_at >= ${cutoff})`);
  return affectedRows(result);
}

const contactSubmissionsOlderThan = (cutoff: Date) =>
  and(
    inArray(formSubmissions.formType, [...CONTACT_FORM_TYPES]),
    lt(formSubmissions.createdAt, cutoff),
    sql`not exists (select 1 from ${formSubmissions} recent
                     where recent.form_type in ${[...CONTACT_FORM_TYPES]}
                       and lower(recent.submitter_email) = lower(${formSubmissions.submitterEmail})
                       and recent.created_at >= ${cutoff})`,
  )!;

/**
 * Sign-ups never confirmed whose last confirmation link has expired: the row and the mail sent to the
 * address go. No suppression is kept: the address never joined the list.
 */
async function expireUnconfirmed(tx: Database, cutoff: Date): Promise<{ subscribers: number; mail: number }> {
  const gone = await tx
    .delete(subscribers)
    .where(
      and(
        eq(subscribers.active, false),
        isNull(subscribers.confirmedAt),
        lt(sql`coalesce(${subscribers.signupMailSentAt}, ${subscribers.createdAt})`, cutoff),
      ),
    )
    .returning({ email: subscribers.email });
  if (gone.length === 0) return { subscribers: 0, mail: 0 };
  const mail = await tx.delete(emailOutbox).where(
    and(
      sql`${emailOutbox.kind} like 'newsletter%'`,
      inArray(
        emailOutbox.to,
        gone.map((s) => s.email),
      ),
    ),
  );
  return { subscribers: gone.length, mail: affectedRows(mail) };
}

/**
 * Subscribers who unsubscribed themselves (their latest subscription event is `subscriber.unsubscribed`,
 * not a staff deactivation; a sign-up again whose link is still valid keeps the record until it expires):
 * the record and its sign-up submissions go, a hashed suppression stays.
 */
async function expireUnsubscribed(
  tx: Database,
  confirmCutoff: Date,
): Promise<{ subscribers: number; submissions: number; mail: number }> {
  const left = await tx
    .select({ id: subscribers.id, email: subscribers.email })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.active, false),
        sql`coalesce(${subscribers.signupMailSentAt} < ${confirmCutoff}, true)`,
        sql`(select a.action from ${auditLog} a
              where a.entity_type = 'subscriber' and a.entity_id = ${subscribers.id}::text
                and a.action like 'subscriber.%' and a.action <> 'subscriber.confirmation-resent'
              order by a.created_at desc, a.id desc limit 1) = 'subscriber.unsubscribed'`,
      ),
    );
  if (left.length === 0) return { subscribers: 0, submissions: 0, mail: 0 };
  const emails = left.map((s) => s.email);
  for (const email of emails) await suppressEmail(tx, email, 'unsubscribed');
  const submissions = await deleteSubmissions(
    tx,
    and(eq(formSubmissions.formType, 'newsletter'), inArray(formSubmissions.submitterEmail, emails))!,
  );
  const welcome = await tx
    .delete(emailOutbox)
    .where(and(sql`${emailOutbox.kind} like 'newsletter%'`, inArray(emailOutbox.to, emails)));
  await tx.delete(subscribers).where(
    inArray(
      subscribers.id,
      left.map((s) => s.id),
    ),
  );
  return {
    subscribers: left.length,
    submissions: submissions.submissions,
    mail: submissions.mail + affectedRows(welcome),
  };
}

/** Runs every rule once as of `now`; one transaction, one audit entry. */
export async function runRetention(db: Database, now = new Date()): Promise<RetentionResult> {
  const partnerCutoff = yearsBefore(now, PARTNER_APPLICATION_YEARS);
  const contactCutoff = yearsBefore(now, CONTACT_FORM_YEARS);
  const analyticsCutoff = yearsBefore(now, ANALYTICS_YEARS);
  return db.transaction(async (tx) => {
    const partnerSubs = await deleteSubmissions(
      tx,
      and(eq(formSubmissions.formType, 'partner-application'), lt(formSubmissions.createdAt, partnerCutoff))!,
    );
    const contactSubs = await deleteSubmissions(tx, contactSubmissionsOlderThan(contactCutoff));
    const confirmCutoff = new Date(now.getTime() - SUBSCRIBE_CONFIRM_DAYS * 24 * 60 * 60 * 1000);
    const unsubscribed = await expireUnsubscribed(tx, confirmCutoff);
    const unconfirmed = await expireUnconfirmed(tx, confirmCutoff);
    // Held posts: a partner application's period for held partner applications; every other held post
    // (enquiries, and the developer applications and sign-ups that never became records) the contact forms'.
    const quarantined = await tx
      .delete(quarantine)
      .where(
        or(
          and(eq(quarantine.formType, 'partner-application'), lt(quarantine.createdAt, partnerCutoff)),
          and(ne(quarantine.formType, 'partner-application'), lt(quarantine.createdAt, contactCutoff)),
        ),
      );
    const expiredEvents = await expireAnalytics(tx, analyticsCutoff);
    const deleted: RetentionCounts = {
      partners: await expirePartners(tx, partnerCutoff),
      leads: await expireLeads(tx, contactCutoff),
      formSubmissions: partnerSubs.submissions + contactSubs.submissions + unsubscribed.submissions,
      emailOutbox: partnerSubs.mail + contactSubs.mail + unsubscribed.mail + unconfirmed.mail,
      consentLogs: affectedRows(
        await tx.delete(consentLogs).where(lt(consentLogs.createdAt, analyticsCutoff)),
      ),
      analyticsEvents: expiredEvents,
      subscribers: unsubscribed.subscribers + unconfirmed.subscribers,
      quarantine: affectedRows(quarantined),
      apiRequestLogs: await expireRequestLogs(tx, now),
      webhookEvents: await expireWebhookHistory(tx, now),
    };
    const result: RetentionResult = {
      ranAt: now.toISOString(),
      cutoffs: {
        partnerApplications: partnerCutoff.toISOString(),
        contactForms: contactCutoff.toISOString(),
        analytics: analyticsCutoff.toISOString(),
      },
      deleted,
    };
    await recordAudit(tx, {
      actorKind: 'system',
      action: 'retention.run',
      entityType: 'retention',
      details: { ...result },
    });
    return result;
  });
}
