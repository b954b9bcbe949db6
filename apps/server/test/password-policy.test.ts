/**
 * The new-password rule (8 to 128 characters, not one of the 10,000 most common passwords) in every flow
 * that sets one: partner and developer invitation and reset links, the first-start admin and the staff
 * CLI's check (the CLI process itself: admin-accounts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, partners, users } from '@app/db';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import { post, seedActivePartner } from './partner-helpers.ts';
import { seedDeveloper } from './developer-helpers.ts';
import { seedPartner } from './admin-helpers.ts';
import {
  commonPasswordCount,
  isCommonPassword,
  newPasswordProblem,
  tooCommonPasswordMessage,
} from '../src/lib/password-policy.ts';
import { issueToken } from '../src/lib/tokens.ts';
import { AccountError, checkNewPassword, ensureInitialAdmin } from '../src/modules/auth/service.ts';
import { INVITE_PURPOSE, PARTNER_SUBJECT } from '../src/modules/admin/invitation.ts';
import { RESET_PURPOSE } from '../src/modules/partner-portal/passwords.ts';
import { DEVELOPER_SUBJECT } from '../src/modules/developer-portal/account.ts';
import {
  DEVELOPER_INVITE_PURPOSE,
  DEVELOPER_RESET_PURPOSE,
} from '../src/modules/developer-portal/provision.ts';

const tooCommon = 'This password is too common. Choose a less predictable one.';

describe('the rule', () => {
  it('ships the 10,000 most common passwords and compares case-insensitively', () => {
    expect(commonPasswordCount).toBe(10_000);
    expect(tooCommonPasswordMessage).toBe(tooCommon);
    for (const password of ['password', '12345678', 'PassWord123', 'TRUSTNO1', 'qwertyuiop']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    // NFKC, like the hash: full-width letters are the same password.
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ１２３')).toBe(true);
    expect(isCommonPassword('a-brand-new-password')).toBe(false);
  });

  it('names the first problem of a new password, or none', () => {
    expect(newPasswordProblem('')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('seven77')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(newPasswordProblem('Password1')).toBe(tooCommon);
    expect(newPasswordProblem('eight-ok')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
    // Spaces count: passwords are never trimmed.
    expect(newPasswordProblem(' password ')).toBeNull();
  });

  it('is what the staff CLI checks', () => {
    expect(() => checkNewPassword('letmein1')).toThrow(new AccountError(tooCommon));
    expect(() => checkNewPassword('short')).toThrow(
      new AccountError('Password must be at least 8 characters'),
    );
    expect(() => checkNewPassword('a-brand-new-password')).not.toThrow();
  });
});

describe('HTTP flows', () => {
  const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });

  const setPassword = (kind: 'partners' | 'developers', token: string, password: string) =>
    post(ctx, `/api/${kind}/set-password`, { token, password, confirmPassword: password });

  /** A common password is refused on its field; the link stays usable and a good password then works. */
  async function refusesCommonThenAccepts(kind: 'partners' | 'developers', token: string) {
    for (const common of ['password123', 'Sunshine1', 'FOOTBALL1']) {
      const res = await setPassword(kind, token, common);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: tooCommon, errors: { password: tooCommon } });
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
    await refusesCommonThenAccepts('partners', token);
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
    await refusesCommonThenAccepts('partners', token);
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
      await refusesCommonThenAccepts('developers', token);
    }
  });
});

describe('first start', () => {
  const ctx = useTestApp();

  it('refuses a common ADMIN_PASSWORD and creates no account', async () => {
    await expect(
      ensureInitialAdmin(ctx.t.db, { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'Password123' }),
    ).rejects.toThrow(new AccountError(`ADMIN_PASSWORD: ${tooCommon}`));
    expect(await ctx.t.db.select().from(users)).toHaveLength(0);
  });
});
