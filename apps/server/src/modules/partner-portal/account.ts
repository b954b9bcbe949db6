/**
 * Partner portal accounts: who may sign in, password checks and the profile the portal shows.
 * A partner may use the portal only while approved, login-enabled and not archived.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { partners, type Database } from '@app/db';
import { verifyPassword } from '../../lib/password.ts';
import type { PartnerProfile } from '../../session/accounts.ts';

export type { PartnerProfile } from '../../session/accounts.ts';

const profileColumns = {
  id: partners.id,
  companyName: partners.companyName,
  fullName: partners.fullName,
  email: partners.email,
};

export interface AccessState {
  status: string;
  loginEnabled: boolean;
  archived: boolean;
}

export type RefusalReason = 'not_approved' | 'archived' | 'login_disabled';

/** Why a partner may not use the portal, or null when they may. */
export function refusalReason(partner: AccessState): RefusalReason | null {
  if (partner.status !== 'approved') return 'not_approved';
  if (partner.archived) return 'archived';
  if (!partner.loginEnabled) return 'login_disabled';
  return null;
}

const accountColumns = {
  ...profileColumns,
  status: partners.status,
  loginEnabled: partners.loginEnabled,
  archived: partners.archived,
  password: partners.password,
};
type AccountRow = { [K in keyof typeof accountColumns]: (typeof partners.$inferSelect)[K] };

/** Applications under one address (any letter case), newest first; an address may have applied twice. */
function accountsByEmail(db: Database, email: string): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(partners)
    .where(eq(sql`lower(${partners.email})`, email))
    .orderBy(desc(partners.id))
    .limit(5);
}

export type SignInResult =
  | { ok: true; partner: PartnerProfile; passwordHash: string }
  | {
      ok: false;
      reason: RefusalReason | 'unknown_email' | 'no_password' | 'wrong_password';
      partnerId?: number;
    };

/**
 * Checks an address and password. Every refusal spends one password hash, so an unknown address, a
 * refused account and a wrong password take the same time and give the same answer.
 */
export async function checkSignIn(db: Database, email: string, password: string): Promise<SignInResult> {
  const rows = await accountsByEmail(db, email);
  const usable = rows.filter((row) => refusalReason(row) === null && row.password);
  for (const row of usable) {
    if (await verifyPassword(password, row.password)) {
      const { id, companyName, fullName } = row;
      return {
        ok: true,
        partner: { id, companyName, fullName, email: row.email },
        passwordHash: row.password as string,
      };
    }
  }
  const [wrong] = usable;
  if (wrong) return { ok: false, reason: 'wrong_password', partnerId: wrong.id };
  await verifyPassword(password, null); // no hash to check: spend the time of one anyway
  const [first] = rows;
  if (!first) return { ok: false, reason: 'unknown_email' };
  const enabled = rows.find((row) => refusalReason(row) === null);
  if (enabled) return { ok: false, reason: 'no_password', partnerId: enabled.id };
  return { ok: false, reason: refusalReason(first) ?? 'not_approved', partnerId: first.id };
}

/** The portal profile of a partner who may still use the portal, or null. */
export async function activeProfile(db: Database, id: number): Promise<PartnerProfile | null> {
  const [row] = await db.select(accountColumns).from(partners).where(eq(partners.id, id));
  if (!row || refusalReason(row) !== null) return null;
  return { id: row.id, companyName: row.companyName, fullName: row.fullName, email: row.email };
}
