/** Test data and sessions for the staff admin suites. */
import type { InjectOptions } from 'fastify';
import { developerApplications, formSubmissions, partners, subscribers, users, type Database } from '@app/db';
import type { TestContext } from './helpers.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createSession, type SessionKind, sessionLifetime } from '../src/session/session-store.ts';

/** Cheap scrypt parameters for seeded accounts (the login upgrades them to the real ones). */
export const fastParams = { N: 1024, r: 8, p: 1 };
export const ADMIN = { username: 'staff-admin', password: 'correct horse battery' };
export const ORIGIN = 'http://localhost';

export async function seedAdmin(db: Database, username = ADMIN.username, password = ADMIN.password) {
  const [row] = await db
    .insert(users)
    .values({ username, password: await hashPassword(password, fastParams), role: 'admin' })
    .returning();
  return row!;
}

/** A `sid=…` cookie for a session made directly through the session module. */
export async function sessionCookie(ctx: TestContext, kind: SessionKind, subjectId: number) {
  const { token } = await createSession(
    ctx.app.ctx.db,
    { kind, subjectId },
    sessionLifetime(ctx.app.ctx.config),
  );
  return `sid=${token}`;
}

export async function staffCookie(ctx: TestContext): Promise<{ cookie: string; userId: number }> {
  const admin = await seedAdmin(ctx.app.ctx.db);
  return { cookie: await sessionCookie(ctx, 'staff', admin.id), userId: admin.id };
}

/** Same-origin request headers with a session cookie (what a browser on the site sends). */
export const asStaff = (cookie: string) => ({ cookie, origin: ORIGIN });

/** The `sid` value a response set, or undefined. */
export function setCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' ? value : undefined;
}

export const cookieFrom = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';

export async function login(ctx: TestContext, body: unknown, extra: Partial<InjectOptions> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    payload: body as Record<string, unknown>,
    ...extra,
  });
}

let seq = 0;
const next = () => (seq += 1);

export async function seedPartner(db: Database, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(partners)
    .values({
      fullName: `Pat Partner ${n}`,
      contactNumber: '+1 555 0100',
      email: `partner${n}@example.com`,
      companyName: `Acme ${n} Ltd`,
      industry: 'Technology',
      employeeCount: '11-50',
      targetCountryRegion: 'Europe',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function seedSubscriber(db: Database, overrides: Partial<typeof subscribers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(subscribers)
    .values({ email: `reader${n}@example.com`, firstName: 'Rea', lastName: `Der${n}`, ...overrides })
    .returning();
  return row!;
}

export async function seedFormSubmission(
  db: Database,
  overrides: Partial<typeof formSubmissions.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(formSubmissions)
    .values({
      formType: 'contact-form',
      submitterName: `Sub Mitter ${n}`,
      submitterEmail: `sub${n}@example.com`,
      formData: { message: 'Hello there' },
      ...overrides,
    })
    .returning();
  return row!;
}

export async function seedDeveloperApplication(
  db: Database,
  overrides: Partial<typeof developerApplications.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(developerApplications)
    .values({
      fullName: `Dev Eloper ${n}`,
      email: `dev${n}@example.com`,
      experienceLevel: 'advanced',
      yearsExperience: '2-5',
      primaryUseCase: 'Gaming & Entertainment',
      projectDescription: 'A project description long enough.',
      reasonForInterest: 'A reason for interest long enough.',
      interestedPlatforms: ['CXR-M (Mobile AR Platform)', 'YodaOS-Sprite'],
      programmingLanguages: ['Kotlin'],
      developmentAreas: ['Mobile Apps'],
      ...overrides,
    })
    .returning();
  return row!;
}
