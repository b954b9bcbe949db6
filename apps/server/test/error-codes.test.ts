/**
 * Every error answer of the staff, partner-portal, console and sign-in routes carries a `code` of the
 * contracts' `apiErrorCodes` (clients branch on it, never on the words), and each of those routes
 * declares its error answers with the contracts' `apiErrorSchema`, in which `code` is required. The
 * routes are read as they register (`onRoute`), so a route added later is covered unasked. Each is called
 * without a session, with another kind of session, and with a session of its kind but bad params and body;
 * the refusals that clients tell apart (wrong password, expired challenge, too many attempts) are checked
 * by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, RouteOptions } from 'fastify';
import { apiErrorCodes, apiErrorCodeValues, apiErrorSchema } from '@app/contracts/api/common';
import { createTestApp, type TestContext } from './helpers.ts';
import { registeredRoutes } from './route-table.ts';
import { ADMIN, asStaff, login, ORIGIN, seedAdmin, sessionCookie } from './admin-helpers.ts';
import { partnerLogin, seedActivePartner } from './partner-helpers.ts';
import { developerCookie, seedDeveloper } from './developer-helpers.ts';

/** The areas this test covers: staff, partner portal and sign-in, console and developer sign-in. */
const covered = /^\/api\/(admin|partners|partner-documents|console|developers)(\/|$)/;

interface Route {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
}

let routes: Route[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  routes = registeredRoutes(ctx.app).filter((route) => covered.test(route.url));
});
afterAll(() => ctx.close());

const name = (route: Route) => `${route.method} ${route.url}`;
/** A URL for the route with params no record has: an id out of range, or in range but unused. */
const concrete = (url: string, id: string) =>
  url.replace(/:(\w+)/g, (_m, param: string) => (/id$/i.test(param) ? id : 'x'));

/** Calls the route and, for an error answer, checks its body; returns the status. */
async function call(route: Route, id: string, headers: Record<string, string>, payload?: unknown) {
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: concrete(route.url, id),
    headers: { origin: ORIGIN, ...headers },
  };
  if (payload !== undefined && route.method !== 'GET' && route.method !== 'DELETE') {
    options.payload = payload as Record<string, unknown>;
  }
  const res = await ctx.app.inject(options);
  if (res.statusCode >= 400) {
    const body = res.json() as { code?: unknown };
    expect(apiErrorCodeValues, `${name(route)} answered ${res.statusCode} ${res.body}`).toContain(body.code);
  }
  return res.statusCode;
}

describe('error answers of staff, portal, console and sign-in routes', () => {
  it('declare the contracts’ error schema, where code is required', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
    const undeclared = routes
      .filter((route) => {
        const response = (route.schema.response ?? {}) as Record<string, unknown>;
        const errors = Object.entries(response).filter(([status]) => /^[45]/.test(status));
        return errors.length === 0 || errors.some(([, schema]) => schema !== apiErrorSchema);
      })
      .map(name)
      // File answers declare no response schema; their errors still go through the one handler.
      .filter((route) => !/export|\/file$|\/certificate$|screenshots\/:id$|partner-documents/.test(route));
    expect(undeclared).toEqual([]);
  });

  it('carry a code without a session, with another kind of session, and with bad params or body', async () => {
    const db = ctx.app.ctx.db;
    const staff = await seedAdmin(db);
    const partner = await seedActivePartner(db, { email: 'codes-partner@example.com' });
    const { developer } = await seedDeveloper(db);
    const cookies = {
      staff: await sessionCookie(ctx, 'staff', staff.id),
      partner: await sessionCookie(ctx, 'partner', partner.id),
      developer: await developerCookie(ctx, developer.id),
    };
    const errorsSeen = new Set<number>();
    // Signing out ends the session the other calls use: those routes go last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const route of ordered) {
      const own = route.url.startsWith('/api/admin')
        ? cookies.staff
        : route.url.startsWith('/api/console') || route.url.startsWith('/api/developers')
          ? cookies.developer
          : cookies.partner;
      const other = own === cookies.staff ? cookies.partner : cookies.staff;
      const sessions: Record<string, string>[] = [{}, { cookie: other }, { cookie: own }];
      for (const headers of sessions) {
        for (const payload of [undefined, { unexpected: 1 }]) {
          const status = await call(route, '0', headers, payload);
          if (status >= 400) errorsSeen.add(status);
        }
      }
      const status = await call(route, '2147483000', { cookie: own });
      if (status >= 400) errorsSeen.add(status);
    }
    // The sweep met the refusals of each kind, not only one.
    expect([...errorsSeen]).toEqual(expect.arrayContaining([400, 401, 403, 404]));
  });

  it('name the refusals a client tells apart', async () => {
    await seedAdmin(ctx.app.ctx.db, 'codes-admin', ADMIN.password);
    const wrongLogin = await login(ctx, { username: 'codes-admin', password: 'not the password' });
    expect(wrongLogin.json()).toMatchObject({ code: apiErrorCodes.wrongCredentials });

    const signedIn = await login(ctx, { username: 'codes-admin', password: ADMIN.password });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const partner = await seedActivePartner(ctx.app.ctx.db, { email: 'codes-reauth@example.com' });
    const wrongPassword = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${partner.id}/status`,
      headers: asStaff(cookie),
      payload: { status: 'rejected', adminPassword: 'wrong password' },
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({ code: apiErrorCodes.wrongPassword });

    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login/second-factor',
      headers: { origin: ORIGIN },
      payload: { challenge: 'no-such-challenge-token-at-all', code: '123456' },
    });
    expect(expired.json()).toMatchObject({ code: apiErrorCodes.challengeExpired });

    const noSession = await ctx.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(noSession.json()).toMatchObject({ code: apiErrorCodes.sessionExpired });

    let limited: { statusCode: number; json: () => unknown } | undefined;
    for (let attempt = 0; attempt < 50 && limited?.statusCode !== 429; attempt++) {
      limited = await partnerLogin(ctx, 'codes-partner-limit@example.com', 'wrong-password-x');
    }
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({ code: apiErrorCodes.rateLimited });
  });
});
