/**
 * The new-password rule (8 to 128 characters, then a zxcvbn-ts strength score of at least 3 with the site's
 * and the account's own words) in every flow that sets one: partner and developer invitation and reset
 * links, the first-start admin and the staff CLI's check (the CLI process itself: admin-accounts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, partners, users } from '@app/db';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import { post, seedActivePartner } from './partner-helpers.ts';
import { seedDeveloper } from './developer-helpers.ts';
import { seedPartner } from './admin-helpers.ts';
import { newPasswordProblem, weakPasswordMessage } from '../src/lib/password-policy.ts';
import { issueToken } from '../src/lib/tokens.ts';
import { AccountError, checkNewPassword, ensureInitialAdmin } from '../src/modules/staff-auth/service.ts';
import { INVITE_PURPOSE, PARTNER_SUBJECT } from '../src/modules/partner-portal/invitation-link.ts';
import { RESET_PURPOSE } from '../src/modules/partner-portal/passwords.ts';
import { DEVELOPER_SUBJECT } from '../src/modules/developer-portal/account.ts';
import {
  DEVELOPER_INVITE_PURPOSE,
  DEVELOPER_RESET_PURPOSE,
} from '../src/modules/developer-portal/provision.ts';

const weak = 'This password is too easy to guess.';
/** Passwords the outside probe saw accepted (issue 20, item 7), the user name aside. */
const probeList = ['        ', 'aaaaaaaa', 'abcdefgh', 'lumen123', 'admin123', 'Passw0rd!'];
/** A refusal: the weak-password sentence, then at least one reason or suggestion of the estimator. */
const refusal = /^This password is too easy to guess\. \S.+/;

describe('the rule', () => {
  it('refuses every password of the probe’s list and the user name, saying why', () => {
    expect(weakPasswordMessage).toBe(weak);
    for (const password of probeList) {
      expect(newPasswordProblem(password, ['ops']), JSON.stringify(password)).toMatch(refusal);
    }
    expect(newPasswordProblem('aaaaaaaa')).toBe(
      'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    );
    expect(newPasswordProblem('lumen123')).toBe(
      'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    );
    // The account's own words: its user name, its e-mail address.
    expect(newPasswordProblem('margarethe.holloway', ['margarethe.holloway'])).toMatch(refusal);
    expect(newPasswordProblem('holloway@example.com', ['holloway@example.com'])).toMatch(refusal);
  });

  it('names the first problem of a new password, or none', () => {
    expect(newPasswordProblem('')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('seven77')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(newPasswordProblem('Password1')).toMatch(refusal);
    expect(newPasswordProblem('glasses-on-a-sunny-day')).toBeNull();
    expect(newPasswordProblem('correct horse battery')).toBeNull();
  });

  it('is what the staff CLI checks, with the user name', () => {
    expect(() => checkNewPassword('letmein1')).toThrow(AccountError);
    expect(() => checkNewPassword('letmein1')).toThrow(/^This password is too easy to guess\. /);
    expect(() => checkNewPassword('short')).toThrow(
      new AccountError('Password must be at least 8 characters'),
    );
    expect(() => checkNewPassword('quentin-lavender', 'quentin-lavender')).toThrow(refusal);
    expect(() => checkNewPassword('a-brand-new-password', 'ops')).not.toThrow();
  });
});

describe('HTTP flows', () => {
  const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });

  const setPassword = (kind: 'partners' | 'developers', token: string, password: string) =>
    post(ctx, `/api/${kind}/set-password`, { token, password, confirmPassword: password });

  /**
   * The probe's passwords and the account's own address are refused on the field, saying why; the link
   * stays usable and a strong password then works.
   */
  async function refusesWeakThenAccepts(kind: 'partners' | 'developers', token: string, email: string) {
    for (const password of [...probeList, email]) {
      const res = await setPassword(kind, token, password);
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      const { message, errors } = res.json() as { message: string; errors: { password: string } };
      expect(message).toMatch(refusal);
      expect(errors).toEqual({ password: message });
    }
    const [row] = await ctx.t.db.select().from(oneTimeTokens);
    expect(row!.usedAt).toBeNull();
    expect((await post(ctx, `/api/${kind}/set-password/check`, { token })).statusCode).toBe(200);
    expect((await setPassword(kind, token, 'glasses-on-a-sunny-day')).statusCode).toBe(200);
  }

  it('partner invitation', async () => {
    const partner = await seedPartner(ctx.t.db, { status: 'approved' });
    const token = await issueToken(ctx.t.db, {
      purpose: INVITE_PURPOSE,
      subjectKind: PARTNER_SUBJECT,
      subjectId: partner.id,
      ttlMs: 3_600_000,
    });
    await refusesWeakThenAccepts('partners', token, partner.email);
    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.loginEnabled).toBe(true);
  });

  it('partner reset link', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const before = partner.password;
    const token = await issueToken(ctx.t.db, {
      purpose: RESET_PURPOSE,
      subjectKind: PARTNER_SUBJECT,
      subjectId: partner.id,
      ttlMs: 3_600_000,
    });
    expect((await setPassword('partners', token, 'iloveyou1')).statusCode).toBe(400);
    const [unchanged] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(unchanged!.password).toBe(before);
    await refusesWeakThenAccepts('partners', token, partner.email);
  });

  it('developer invitation and reset link', async () => {
    for (const purpose of [DEVELOPER_INVITE_PURPOSE, DEVELOPER_RESET_PURPOSE]) {
      await ctx.t.reset();
      const { developer, user } = await seedDeveloper(ctx.t.db);
      const token = await issueToken(ctx.t.db, {
        purpose,
        subjectKind: DEVELOPER_SUBJECT,
        subjectId: developer.id,
        ttlMs: 3_600_000,
      });
      expect((await setPassword('developers', token, 'baseball1')).statusCode).toBe(400);
      const [unchanged] = await ctx.t.db.select().from(users).where(eq(users.id, user.id));
      expect(unchanged!.password).toBe(user.password);
      await refusesWeakThenAccepts('developers', token, developer.email);
    }
  });
});

describe('first start', () => {
  const ctx = useTestApp();

  it('refuses a weak ADMIN_PASSWORD and creates no account', async () => {
    await expect(
      ensureInitialAdmin(ctx.t.db, { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'Password123' }),
    ).rejects.toThrow(/^ADMIN_PASSWORD: This password is too easy to guess\. /);
    expect(await ctx.t.db.select().from(users)).toHaveLength(0);
  });
});
