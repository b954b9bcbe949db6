/**
 * Profile: GET and PUT /api/console/profile (profileSchema). Fields left out stay as they are. The e-mail
 * address is the sign-in name, so asking to change it needs the current password (a borrowed session alone
 * must not be enough), and the change takes effect only once confirmed from the new inbox (developer-portal/email-change.ts).
 * The answer to a change request is the same whether or not the address belongs to another developer,
 * and confirmation mails are limited per account (issue 41, item 15).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blankToNull, normalizeEmail, profileUpdateSchema, validationMessages as m } from '@app/contracts';
import { errorResponses } from '@app/contracts/api/common';
import { consoleProfileResponseSchema } from '@app/contracts/api/console';
import { developers, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/password.ts';
import { developerOf } from '../../session/guards.ts';
import { developerPublicSlug } from '../app-store/index.ts';
import { developerSlugFor } from './developer-slug.ts';
import {
  confirmationSentMessage,
  emailChangeLimit,
  emailChangeLimitedMessage,
  requestEmailChange,
} from '../developer-portal/index.ts';

const fullNameRequired = 'Full name is required';
const currentPasswordNeeded = 'Enter your current password to change your e-mail address';
const currentPasswordWrong = 'Incorrect password. Please try again.';
/** Wrong current passwords per developer per 15 minutes before 429. */
const passwordCheckLimit = { max: 10, windowMs: 15 * 60_000 };

async function loadProfile(db: Database, id: number) {
  const [row] = await db
    .select({
      id: developers.id,
      fullName: developers.fullName,
      email: developers.email,
      company: developers.company,
      githubHandle: developers.githubHandle,
      website: developers.website,
      publicName: developers.publicName,
      publicSlug: developerPublicSlug,
      bio: developers.bio,
      skills: developers.skills,
      language: developers.language,
      createdAt: developers.createdAt,
      updatedAt: developers.updatedAt,
      username: users.username,
      lastLoginAt: users.lastLoginAt,
    })
    .from(developers)
    .leftJoin(users, eq(users.id, developers.userId))
    .where(eq(developers.id, id));
  if (!row) throw new AppError('unauthorized', 'You must be logged in to access this page');
  // Only developers whose application is approved reach the console, so the account is verified.
  return { ...row, accountType: 'Developer', verified: true };
}

/** Trimmed skills, each once (ignoring letter case), in the order given. */
function cleanSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills
    .map((skill) => skill.trim())
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function consoleProfileRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const response = { 200: consoleProfileResponseSchema, ...errorResponses };
  app.get('/api/console/profile', { schema: { response } }, async (request) => ({
    profile: await loadProfile(ctx.db, developerOf(request).id),
  }));

  app.put('/api/console/profile', { schema: { body: profileUpdateSchema, response } }, async (request) => {
    const who = developerOf(request);
    const input = request.body;
    if (input.fullName !== undefined && input.fullName === '') {
      throw new AppError('validation', fullNameRequired, { fullName: fullNameRequired });
    }
    if (input.email !== undefined && input.email === '') {
      throw new AppError('validation', m.emailInvalid, { email: m.emailInvalid });
    }
    const email = input.email !== undefined ? normalizeEmail(input.email) : undefined;
    const emailChanges = email !== undefined && email !== who.email.toLowerCase();
    if (emailChanges) {
      if (!input.currentPassword) {
        throw new AppError('validation', currentPasswordNeeded, { currentPassword: currentPasswordNeeded });
      }
      const hit = await ctx.rateLimits.hit(
        `developer-profile-password:${who.id}`,
        passwordCheckLimit.windowMs,
      );
      if (hit.count > passwordCheckLimit.max) {
        throw new AppError('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.');
      }
      const [user] = await ctx.db
        .select({ password: users.password })
        .from(users)
        .where(eq(users.id, who.userId));
      if (!(await verifyPassword(input.currentPassword, user?.password))) {
        throw new AppError('validation', currentPasswordWrong, { currentPassword: currentPasswordWrong });
      }
      // Each request mails the new address: a per-account limit keeps the form from mailing strangers.
      // Counted whether or not the address is taken, so the limit tells nothing either.
      const mailed = await ctx.rateLimits.hit(`developer-email-change:${who.id}`, emailChangeLimit.windowMs);
      if (mailed.count > emailChangeLimit.max) {
        throw new AppError('rate_limited', emailChangeLimitedMessage);
      }
    }
    const changes = {
      ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
      ...(input.company !== undefined ? { company: blankToNull(input.company) } : {}),
      ...(input.githubHandle !== undefined ? { githubHandle: blankToNull(input.githubHandle) } : {}),
      ...(input.bio !== undefined ? { bio: blankToNull(input.bio) } : {}),
      ...(input.skills !== undefined ? { skills: cleanSkills(input.skills) } : {}),
      ...(input.website !== undefined ? { website: blankToNull(input.website) } : {}),
      ...(input.publicName !== undefined ? { publicName: blankToNull(input.publicName) } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    };
    let addressTaken = false;
    await ctx.db.transaction(async (tx) => {
      if (input.publicSlug !== undefined) {
        const name = changes.publicName ?? changes.company ?? changes.fullName ?? who.fullName;
        Object.assign(changes, { publicSlug: await developerSlugFor(tx, who.id, input.publicSlug, name) });
      }
      await tx
        .update(developers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(developers.id, who.id));
      if (emailChanges) {
        const fullName = changes.fullName ?? who.fullName;
        const [{ language } = { language: 'en' }] = await tx
          .select({ language: developers.language })
          .from(developers)
          .where(eq(developers.id, who.id));
        const change = { id: who.id, fullName, email: who.email, language };
        ({ taken: addressTaken } = await requestEmailChange(ctx, tx, change, email));
      }
      await recordAudit(tx, {
        actorKind: 'developer',
        actorId: who.id,
        actorName: who.email,
        action: 'profile.updated',
        entityType: 'developer',
        entityId: who.id,
        details: {
          fields: Object.keys(changes),
          ...(emailChanges ? { emailChangeRequested: true } : {}),
          ...(addressTaken ? { emailTaken: true } : {}),
        },
        ipAddress: request.ip,
      });
    });
    if (!emailChanges) return { profile: await loadProfile(ctx.db, who.id) };
    ctx.mailQueued();
    return {
      profile: await loadProfile(ctx.db, who.id),
      pendingEmail: email,
      message: confirmationSentMessage(email),
    };
  });
}
