/** Partner applications for staff: list, status changes (approval grants portal access), archive, resend, delete. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail, partnerStatuses, type ListQuery, type PartnerStatus } from '@app/contracts';
import { oneTimeTokens, partners, partnerStatusRank, sessions, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countAll,
  orderFrom,
  pageAndTotal,
  pickStatus,
  searchWhere,
  type SortDir,
} from '../../lib/list-query.ts';
import {
  grantPortalAccess,
  restorePortalAccess,
  revokePortalAccess,
  sendInvitation,
  tellPreviousAddress,
} from './invitation.ts';
import { PARTNER_SUBJECT } from '../partner-portal/index.ts';
import { auditStaff, type Actor } from '../staff-auth/index.ts';

export const partnerNotFound = 'Partner application not found';
const onlyRejectedArchive = 'Only rejected applications can be archived';
const onlyApprovedResend = 'Only approved applications can be sent an invitation';

/** Every column staff may see: never the password hash. */
const partnerColumns = {
  id: partners.id,
  fullName: partners.fullName,
  contactNumber: partners.contactNumber,
  email: partners.email,
  companyName: partners.companyName,
  companyWebsite: partners.companyWebsite,
  industry: partners.industry,
  employeeCount: partners.employeeCount,
  offerAfterSaleService: partners.offerAfterSaleService,
  targetCountryRegion: partners.targetCountryRegion,
  salesTargetPlan: partners.salesTargetPlan,
  referralSource: partners.referralSource,
  additionalInfo: partners.additionalInfo,
  status: partners.status,
  createdAt: partners.createdAt,
  archived: partners.archived,
  loginEnabled: partners.loginEnabled,
  username: partners.username,
  lastLoginAt: partners.lastLoginAt,
  campaign: partners.campaign,
};
export type PartnerDto = {
  [K in keyof typeof partnerColumns]: (typeof partners.$inferSelect)[K];
};

const statusRank = partnerStatusRank(partners.status);

/** Index-friendly ORDER BY (the indexes are `created_at DESC NULLS LAST, id DESC NULLS LAST`). */
const newestFirst = [sql`${partners.createdAt} desc nulls last`, sql`${partners.id} desc nulls last`];

const partnerSorts = {
  createdAt: partners.createdAt,
  /** Status order pending, approved, rejected (or the reverse); newest first within a status. */
  status: (dir: SortDir) => [
    dir === 'asc' ? sql`${statusRank} asc` : sql`${statusRank} desc`,
    ...newestFirst,
  ],
};

function partnerFilters(query: ListQuery): SQL | undefined {
  const status = pickStatus(query.status, partnerStatuses);
  return and(
    query.archived === 'true' ? undefined : eq(partners.archived, false),
    status ? eq(partners.status, status) : undefined,
    searchWhere(query.q, [partners.fullName, partners.companyName, partners.email]),
  );
}

export async function listPartners(db: Database, query: ListQuery) {
  const where = partnerFilters(query);
  const order = orderFrom(query.sort, partnerSorts, 'createdAt:desc', partners.id);
  return pageAndTotal(
    db
      .select(partnerColumns)
      .from(partners)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(partners).where(where),
  );
}

/** Counts per status (the tab labels), archived ones only when asked. */
export async function partnerCounts(db: Database, includeArchived: boolean) {
  const rows = await db
    .select({ status: partners.status, n: countAll })
    .from(partners)
    .where(includeArchived ? undefined : eq(partners.archived, false))
    .groupBy(partners.status);
  const counts: Record<string, number> = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + row.n;
    counts.all = (counts.all ?? 0) + row.n;
  }
  return counts;
}

async function lockPartner(tx: Database, id: number) {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
  if (!row) throw new AppError('not_found', partnerNotFound);
  return row;
}

async function partnerDto(tx: Database, id: number): Promise<PartnerDto> {
  const [row] = await tx.select(partnerColumns).from(partners).where(eq(partners.id, id));
  if (!row) throw new AppError('not_found', partnerNotFound);
  return row;
}

/**
 * Sets a status inside `tx`. Moving to approved grants portal access (login, user name, invitation
 * mail) and takes the application out of the archive; moving away from approved revokes it. Returns whether an invitation was queued.
 */
export async function setPartnerStatusIn(
  ctx: AppContext,
  tx: Database,
  actor: Actor,
  id: number,
  status: PartnerStatus,
): Promise<{ invited: boolean }> {
  const partner = await lockPartner(tx, id);
  const previous = partner.status;
  // An archived partner may not use the portal, so an approval restores the application: otherwise
  // the invitation it mails would lead to a link that refuses them.
  const unarchived = status === 'approved' && partner.archived;
  await tx
    .update(partners)
    .set(unarchived ? { status, archived: false } : { status })
    .where(eq(partners.id, id));
  let invited = false;
  let username: string | null = partner.username;
  if (status === 'approved' && previous !== 'approved') {
    // A partner who already chose a password signs in with it again: a new invitation would only ask
    // them to choose another one.
    if (partner.password && partner.username) await restorePortalAccess(tx, id);
    else {
      ({ username } = await grantPortalAccess(ctx, tx, partner));
      invited = true;
    }
  } else if (previous === 'approved' && status !== 'approved') {
    await revokePortalAccess(tx, id);
  }
  await auditStaff(
    tx,
    actor,
    status === 'approved'
      ? 'partner.approved'
      : status === 'rejected'
        ? 'partner.rejected'
        : 'partner.status_changed',
    { type: 'partner', id },
    {
      from: previous,
      to: status,
      ...(invited ? { invitationTo: partner.email, username } : {}),
      ...(unarchived ? { unarchived: true } : {}),
    },
  );
  return { invited };
}

export async function changePartnerStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  status: PartnerStatus,
): Promise<PartnerDto & { invitationSent: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const { invited } = await setPartnerStatusIn(ctx, tx, actor, id, status);
    return { ...(await partnerDto(tx, id)), invitationSent: invited };
  });
  if (result.invitationSent) ctx.mailQueued();
  return result;
}

export async function setPartnerArchived(ctx: AppContext, actor: Actor, id: number, archived: boolean) {
  return ctx.db.transaction(async (tx) => {
    const partner = await lockPartner(tx, id);
    if (archived && partner.status !== 'rejected') throw new AppError('conflict', onlyRejectedArchive);
    await tx.update(partners).set({ archived }).where(eq(partners.id, id));
    await auditStaff(tx, actor, archived ? 'partner.archived' : 'partner.unarchived', {
      type: 'partner',
      id,
    });
    return partnerDto(tx, id);
  });
}

/**
 * A new invitation link to `email` (any address staff give); earlier unused links stop working. Staff
 * resend to another address to correct a wrong one, and partners sign in with their address, so a
 * different address becomes the application's address (the old one is kept in the audit entry) and the
 * old address is told, in a short notice naming nothing else, that its link no longer works. The form
 * submission stays findable by the new address in the privacy tools (privacy/personal-data.ts).
 */
export async function resendPartnerInvitation(ctx: AppContext, actor: Actor, id: number, email: string) {
  await ctx.db.transaction(async (tx) => {
    const partner = await lockPartner(tx, id);
    if (partner.status !== 'approved' || !partner.loginEnabled || !partner.username) {
      throw new AppError('conflict', onlyApprovedResend);
    }
    const corrected = normalizeEmail(partner.email) !== email;
    if (corrected) {
      await tx.update(partners).set({ email }).where(eq(partners.id, id));
      await tellPreviousAddress(ctx, tx, partner.email);
    }
    await sendInvitation(ctx, tx, { ...partner, username: partner.username }, email, true);
    await auditStaff(
      tx,
      actor,
      'partner.invitation_resent',
      { type: 'partner', id },
      corrected ? { email, previousEmail: partner.email } : { email },
    );
  });
  ctx.mailQueued();
}

/** Deletes an application with its links and sessions (inside `tx`). */
export async function deletePartnerIn(tx: Database, actor: Actor, id: number): Promise<void> {
  const partner = await lockPartner(tx, id);
  await tx
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.subjectKind, PARTNER_SUBJECT), eq(oneTimeTokens.subjectId, id)));
  await tx.delete(sessions).where(and(eq(sessions.kind, 'partner'), eq(sessions.subjectId, id)));
  await tx.delete(partners).where(eq(partners.id, id));
  await auditStaff(
    tx,
    actor,
    'partner.deleted',
    { type: 'partner', id },
    { companyName: partner.companyName, status: partner.status },
  );
}

export async function deletePartner(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction((tx) => deletePartnerIn(tx, actor, id));
}
