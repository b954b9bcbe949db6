/**
 * Where an e-mail address can be stored, as one list of queries: the lookup, the export and the erasure
 * all walk it, so a place added here is found, exported and erased alike. Matching is case-insensitive;
 * free-text places (form data, mail bodies, quarantined payloads, audit details) match on containment.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PrivacyGroup } from '@app/contracts';
import {
  apiKeys,
  appSubmissions,
  apps,
  auditLog,
  developerApplications,
  developers,
  emailOutbox,
  formSubmissions,
  leads,
  oneTimeTokens,
  partners,
  quarantine,
  sdkDownloads,
  subscribers,
  users,
  type Database,
} from '@app/db';
import { DEVELOPER_ROLE } from '../developer-portal/index.ts';

const emailIs = (column: PgColumn, address: string): SQL => sql`lower(${column}) = ${address}`;
const mentions = (text: SQL | PgColumn, address: string): SQL =>
  sql`strpos(lower(${text}::text), ${address}) > 0`;

const developerIds = (db: Database, address: string) =>
  db.select({ id: developers.id }).from(developers).where(emailIs(developers.email, address));
/**
 * The submissions stored with a partner or developer application that carries this address now, found
 * through the application's creation entry in the audit log (which names its submission). An address
 * corrected by staff after the fact (a resent invitation) thus still finds what the person sent.
 */
const ownedSubmissionIds = (db: Database, address: string) => {
  const created = (action: string, ids: SQL) =>
    and(eq(auditLog.action, action), sql`${auditLog.entityId} in (${ids})`);
  const partnerIds = sql`select ${partners.id}::text from ${partners} where ${emailIs(partners.email, address)}`;
  const applicationIds = sql`select ${developerApplications.id}::text from ${developerApplications} where ${emailIs(developerApplications.email, address)}`;
  return db
    .select({ id: sql<number>`(${auditLog.details}->>'formSubmissionId')::int` })
    .from(auditLog)
    .where(
      or(
        created('partner-application.created', partnerIds),
        created('developer-application.created', applicationIds),
      ),
    );
};
const submissionMatch = (db: Database, address: string) =>
  or(
    emailIs(formSubmissions.submitterEmail, address),
    mentions(formSubmissions.formData, address),
    inArray(formSubmissions.id, ownedSubmissionIds(db, address)),
  )!;
const submissionIds = (db: Database, address: string) =>
  db.select({ id: formSubmissions.id }).from(formSubmissions).where(submissionMatch(db, address));
const appIds = (db: Database, address: string) =>
  db
    .select({ id: apps.id })
    .from(apps)
    .where(inArray(apps.developerId, developerIds(db, address)));

export interface Place {
  table: PgTable;
  where(db: Database, address: string): SQL;
  /** Secrets that never leave the database, not even in an export. */
  omit?: readonly string[];
}

export const places: Record<PrivacyGroup, Place> = {
  subscribers: { table: subscribers, where: (_, a) => emailIs(subscribers.email, a) },
  leads: { table: leads, where: (_, a) => emailIs(leads.email, a) },
  partners: { table: partners, where: (_, a) => emailIs(partners.email, a), omit: ['password'] },
  developerApplications: {
    table: developerApplications,
    where: (_, a) => emailIs(developerApplications.email, a),
    omit: ['password'],
  },
  developers: { table: developers, where: (_, a) => emailIs(developers.email, a) },
  apps: { table: apps, where: (db, a) => inArray(apps.developerId, developerIds(db, a)) },
  apiKeys: {
    table: apiKeys,
    where: (db, a) => inArray(apiKeys.developerId, developerIds(db, a)),
    omit: ['keyHash'],
  },
  appSubmissions: { table: appSubmissions, where: (db, a) => inArray(appSubmissions.appId, appIds(db, a)) },
  sdkDownloads: {
    table: sdkDownloads,
    where: (db, a) => inArray(sdkDownloads.developerId, developerIds(db, a)),
  },
  formSubmissions: {
    table: formSubmissions,
    where: (db, a) => submissionMatch(db, a),
  },
  // Staff notifications repeat the submission they report, so they count even if they do not name it.
  emailOutbox: {
    table: emailOutbox,
    where: (db, a) =>
      or(
        emailIs(emailOutbox.to, a),
        mentions(emailOutbox.subject, a),
        mentions(emailOutbox.text, a),
        inArray(emailOutbox.formSubmissionId, submissionIds(db, a)),
      )!,
  },
  oneTimeTokens: {
    table: oneTimeTokens,
    where: (_, a) => emailIs(oneTimeTokens.email, a),
    omit: ['tokenHash'],
  },
  quarantine: { table: quarantine, where: (_, a) => mentions(quarantine.payload, a) },
  auditLog: {
    table: auditLog,
    where: (_, a) => or(mentions(auditLog.details, a), emailIs(auditLog.actorName, a))!,
  },
  // Developers sign in through a users row of their own (erased with the developer); staff accounts stay.
  staffAccounts: {
    table: users,
    where: (_, a) => and(emailIs(users.email, a), sql`${users.role} <> ${DEVELOPER_ROLE}`)!,
    omit: ['password'],
  },
};

const withoutSecrets = (row: Record<string, unknown>, omit: readonly string[] = []) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key)));

/** Every record that holds the address, grouped by place. */
export async function findPersonalData(
  db: Database,
  address: string,
): Promise<Record<PrivacyGroup, Record<string, unknown>[]>> {
  const entries = await Promise.all(
    Object.entries(places).map(async ([group, place]) => {
      const rows = (await db.select().from(place.table).where(place.where(db, address))) as Record<
        string,
        unknown
      >[];
      return [group, rows.map((row) => withoutSecrets(row, place.omit))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<PrivacyGroup, Record<string, unknown>[]>;
}
