/** Test data and requests for the partner portal suites. */
import type { InjectOptions } from 'fastify';
import type { partners, Database } from '@app/db';
import { hashPassword } from '../src/lib/password.ts';
import { fastParams, ORIGIN, seedPartner } from './admin-helpers.ts';
import type { TestContext } from './helpers.ts';

export const PARTNER_PASSWORD = 'partner-password-1';

/** An approved, login-enabled partner with a password (cheap hash parameters). */
export async function seedActivePartner(
  db: Database,
  overrides: Partial<typeof partners.$inferInsert> = {},
  password = PARTNER_PASSWORD,
) {
  return seedPartner(db, {
    status: 'approved',
    loginEnabled: true,
    password: await hashPassword(password, fastParams),
    ...overrides,
  });
}

export function post(ctx: TestContext, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(extra.headers ?? {}) },
    payload: payload as Record<string, unknown>,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

export const partnerLogin = (
  ctx: TestContext,
  email: string,
  password = PARTNER_PASSWORD,
  extra: Partial<InjectOptions> = {},
) => post(ctx, '/api/partners/login', { email, password }, extra);

export const getAs = (ctx: TestContext, url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The raw token of a set-password link in a mail text. */
export const tokenInLink = (text: string): string | undefined =>
  /\/partners\/set-password\?token=([\w-]+)/.exec(text)?.[1];

export { ResettableRateLimits } from './helpers.ts';
