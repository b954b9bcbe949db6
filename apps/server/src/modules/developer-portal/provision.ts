/**
 * Console access on approval of a developer-program application (called by the staff status change, in
 * its transaction): a `users` row (role 'developer', user name from the e-mail), a `developers` profile
 * from the application, login enabled on the application, and a single-use invitation link (7 days) to
 * choose a password, mailed through the outbox.
 *
 * Idempotent: approving again (or approving a second application from the same address) reuses the
 * existing user and profile, and mails a new link only when the developer has no password yet and no
 * open invitation.
 */
import { and, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import {
  asAccountLanguage,
  developerMails,
  normalizeEmail,
  pathInAccountLanguage,
  type AccountLanguage,
} from '@app/contracts';
import { developerApplications, developers, oneTimeTokens, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../lib/audit.ts';
import { oneLine } from '../../lib/mail-text.ts';
import { INVITATION_TTL_MS, issueToken, voidTokens } from '../../lib/tokens.ts';
import { DEVELOPER_ROLE, DEVELOPER_SUBJECT, hasPassword, NO_PASSWORD } from './account.ts';

export const DEVELOPER_INVITE_PURPOSE = 'developer-invite';
export const DEVELOPER_RESET_PURPOSE = 'developer-password-reset';

/** The developer set-password page with the raw token, in the account's language (its Chinese twin for zh). */
export const developerLink = (publicUrl: string, token: string, language: AccountLanguage) =>
  `${publicUrl.replace(/\/$/, '')}${pathInAccountLanguage('/developers/set-password', language)}?token=${encodeURIComponent(token)}`;

/** The application fields provisioning reads (the staff route passes its updated row). */
export interface ApprovedApplication {
  id: number;
  fullName: string;
  email: string;
  companyAffiliation: string | null;
  githubProfile: string | null;
  portfolioWebsite: string | null;
  programmingLanguages: string[];
  /** The edition the application was sent from: a new account's language. */
  language?: string;
}

export interface ProvisionResult {
  developerId: number;
  userId: number;
  created: boolean;
  /** The raw invitation token when a new invitation was mailed (tests follow it), else null. */
  invitationToken: string | null;
}

/** A user name from the e-mail's local part (a-z 0-9 . _ -), with `-2`, `-3`… when taken. */
async function insertDeveloperUser(tx: Database, email: string): Promise<number> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '')
      .slice(0, 40) || 'developer';
  const taken = await tx
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, `${base}-%`)));
  const names = new Set(taken.map((row) => row.username));
  let n = 1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    n += 1;
    if (names.has(candidate)) continue;
    // A concurrent insert may take the name between the read and here: then try the next one.
    const [row] = await tx
      .insert(users)
      .values({ username: candidate, password: NO_PASSWORD, role: DEVELOPER_ROLE, email })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (row) return row.id;
  }
  throw new Error(`no free user name for ${base}`);
}

function invitationText(name: string, link: string, language: AccountLanguage): string {
  const days = Math.round(INVITATION_TTL_MS / 86_400_000);
  const copy = developerMails[language];
  return [
    copy.greeting(oneLine(name, 100)),
    '',
    ...copy.invitation.body(link, days),
    '',
    copy.signature,
  ].join('\n');
}

/** True when an unused, unexpired invitation is already out for this developer. */
async function openInvitation(tx: Database, developerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.subjectKind, DEVELOPER_SUBJECT),
        eq(oneTimeTokens.subjectId, developerId),
        eq(oneTimeTokens.purpose, DEVELOPER_INVITE_PURPOSE),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Voids earlier invitation links, issues a new one and queues the mail (in `tx`); returns the raw token. */
async function sendDeveloperInvitation(
  ctx: AppContext,
  tx: Database,
  developer: { id: number; fullName: string; email: string; language: string },
): Promise<string> {
  await voidTokens(tx, {
    purpose: DEVELOPER_INVITE_PURPOSE,
    subjectKind: DEVELOPER_SUBJECT,
    subjectId: developer.id,
  });
  const token = await issueToken(tx, {
    purpose: DEVELOPER_INVITE_PURPOSE,
    subjectKind: DEVELOPER_SUBJECT,
    subjectId: developer.id,
    email: developer.email,
    ttlMs: INVITATION_TTL_MS,
  });
  const language = asAccountLanguage(developer.language);
  await ctx.queueEmail(tx, {
    kind: 'developer-invitation',
    to: developer.email,
    subject: developerMails[language].invitation.subject,
    text: invitationText(developer.fullName, developerLink(ctx.config.publicUrl, token, language), language),
  });
  return token;
}

/**
 * Grants console access for an approved application (see the file comment). Call inside the transaction
 * that sets the status; after it commits, `ctx.mailQueued()` delivers the invitation at once.
 */
export async function provisionDeveloperAccess(
  tx: Database,
  application: ApprovedApplication,
  ctx: AppContext,
): Promise<ProvisionResult> {
  const email = normalizeEmail(application.email);
  const profile = {
    fullName: application.fullName,
    email,
    company: application.companyAffiliation,
    githubHandle: application.githubProfile,
    website: application.portfolioWebsite,
    skills: [...application.programmingLanguages],
  };
  const language = asAccountLanguage(application.language);

  // The profile made for this application, else one under the same address (an earlier application).
  const findExisting = async () => {
    const [row] = await tx
      .select()
      .from(developers)
      .where(or(eq(developers.applicationId, application.id), eq(sql`lower(${developers.email})`, email)))
      .orderBy(sql`(${developers.applicationId} = ${application.id}) desc nulls last`)
      .limit(1)
      .for('update');
    return row;
  };

  let created = false;
  let developer = await findExisting();
  if (!developer) {
    const userId = await insertDeveloperUser(tx, email);
    const [row] = await tx
      .insert(developers)
      .values({ ...profile, language, userId, applicationId: application.id })
      .onConflictDoNothing({ target: developers.email })
      .returning();
    if (row) {
      developer = row;
      created = true;
    } else {
      // A concurrent approval under the same address won: use its profile (the spare user is dropped).
      await tx.delete(users).where(eq(users.id, userId));
      developer = await findExisting();
    }
  }
  if (!developer) throw new Error(`developer profile for application ${application.id} not found`);

  // Link the application, and make sure a developer user exists (it may have been deleted).
  let userId = developer.userId;
  const [user] = userId ? await tx.select().from(users).where(eq(users.id, userId)) : [];
  if (!user || user.role !== DEVELOPER_ROLE) userId = await insertDeveloperUser(tx, email);
  if (developer.applicationId !== application.id || developer.userId !== userId) {
    await tx
      .update(developers)
      .set({ applicationId: application.id, userId, updatedAt: sql`now()` })
      .where(eq(developers.id, developer.id));
  }
  await tx
    .update(developerApplications)
    .set({ loginEnabled: true })
    .where(eq(developerApplications.id, application.id));

  const passwordSet = Boolean(user && user.role === DEVELOPER_ROLE && hasPassword(user.password));
  let invitationToken: string | null = null;
  if (!passwordSet && !(await openInvitation(tx, developer.id))) {
    invitationToken = await sendDeveloperInvitation(ctx, tx, developer);
  }
  await recordAudit(tx, {
    actorKind: 'system',
    action: 'developer.access_granted',
    entityType: 'developer',
    entityId: developer.id,
    details: { applicationId: application.id, created, invited: invitationToken !== null },
  });
  return { developerId: developer.id, userId: userId as number, created, invitationToken };
}
