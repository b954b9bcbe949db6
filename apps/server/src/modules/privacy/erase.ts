/**
 * Erasure of everything stored about an address, in one transaction. Records are deleted; the audit log
 * keeps its entries (accountability) with the address replaced. Staff accounts are left to staff
 * administration. The address goes on the suppression list, and the erasure is audited with counts and the
 * address's hash only.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PrivacyGroup } from '@app/contracts';
import { auditLog, developers, partners, users, type Database } from '@app/db';
import { affectedRows } from '../../lib/affected-rows.ts';
import { emailHash, suppressEmail } from '../subscribers/index.ts';
import { deleteSignInData } from '../accounts/index.ts';
import { type Actor, auditStaff } from '../staff-auth/index.ts';
import { DEVELOPER_ROLE } from '../developer-portal/index.ts';
import { places } from './personal-data.ts';

const ERASED = '[erased]';

/** Deleted in this order: rows found through another place's rows go before those rows. */
const deletedPlaces = [
  'emailOutbox',
  'formSubmissions',
  'appSubmissions',
  'apiKeys',
  'sdkDownloads',
  'apps',
  'developerApplications',
  'leads',
  'subscribers',
  'oneTimeTokens',
  'quarantine',
] as const satisfies readonly PrivacyGroup[];

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function eraseAccounts(
  tx: Database,
  address: string,
): Promise<{ partners: number; developers: number }> {
  const goneDevelopers = await tx
    .delete(developers)
    .where(places.developers.where(tx, address))
    .returning({ id: developers.id, userId: developers.userId });
  const devUsers = goneDevelopers.flatMap((d) => (d.userId === null ? [] : [d.userId]));
  if (devUsers.length > 0) {
    await tx.delete(users).where(and(inArray(users.id, devUsers), eq(users.role, DEVELOPER_ROLE)));
  }
  await deleteSignInData(
    tx,
    'developer',
    goneDevelopers.map((d) => d.id),
  );
  const gonePartners = await tx
    .delete(partners)
    .where(places.partners.where(tx, address))
    .returning({ id: partners.id });
  await deleteSignInData(
    tx,
    'partner',
    gonePartners.map((p) => p.id),
  );
  return { partners: gonePartners.length, developers: goneDevelopers.length };
}

export async function erasePersonalData(
  db: Database,
  address: string,
  actor: Actor,
): Promise<Partial<Record<PrivacyGroup, number>>> {
  return db.transaction(async (tx) => {
    const erased: Partial<Record<PrivacyGroup, number>> = {};
    for (const group of deletedPlaces) {
      const place = places[group];
      erased[group] = affectedRows(await tx.delete(place.table).where(place.where(tx, address)));
    }
    Object.assign(erased, await eraseAccounts(tx, address));
    const pattern = regexEscape(address);
    erased.auditLog = affectedRows(
      await tx
        .update(auditLog)
        .set({
          details: sql`regexp_replace(${auditLog.details}::text, ${pattern}, ${ERASED}, 'gi')::jsonb`,
          actorName: sql`case when lower(${auditLog.actorName}) = ${address} then ${ERASED} else ${auditLog.actorName} end`,
        })
        .where(places.auditLog.where(tx, address)),
    );
    await suppressEmail(tx, address, 'erased');
    await auditStaff(tx, actor, 'privacy.erased', { type: 'email', id: emailHash(address) }, { erased });
    return erased;
  });
}
