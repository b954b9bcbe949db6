/** Test data and requests for the developer account, console, API key and app submission suites. */
import type { InjectOptions } from 'fastify';
import { apiKeys, apps, developerDevices, developers, users, type Database } from '@app/db';
import { hashPassword } from '../src/lib/password.ts';
import { generateApiKey } from '../src/lib/api-key.ts';
import { fastParams, ORIGIN, seedDeveloperApplication, sessionCookie } from './admin-helpers.ts';
import type { TestContext } from './helpers.ts';

export const DEVELOPER_PASSWORD = 'developer-password-1';

let seq = 0;

/**
 * An approved developer with console access: the application (approved, login enabled), a developer user
 * with a password (cheap hash parameters) and the profile linked to both.
 */
export async function seedDeveloper(
  db: Database,
  overrides: { email?: string; fullName?: string; password?: string | null } = {},
) {
  seq += 1;
  const email = overrides.email ?? `coder${seq}-${Date.now().toString(36)}@example.com`;
  const fullName = overrides.fullName ?? `Cody Coder ${seq}`;
  const application = await seedDeveloperApplication(db, {
    email,
    fullName,
    status: 'approved',
    loginEnabled: true,
  });
  const password =
    overrides.password === null
      ? '!unset'
      : await hashPassword(overrides.password ?? DEVELOPER_PASSWORD, fastParams);
  const [user] = await db
    .insert(users)
    .values({ username: `coder-${seq}-${Date.now().toString(36)}`, password, role: 'developer', email })
    .returning();
  const [developer] = await db
    .insert(developers)
    .values({ fullName, email, userId: user!.id, applicationId: application.id, company: 'Code Co' })
    .returning();
  return { application, user: user!, developer: developer! };
}

/** A `sid` cookie of a developer session. */
export const developerCookie = (ctx: TestContext, developerId: number) =>
  sessionCookie(ctx, 'developer', developerId);

/** A same-origin request with a session cookie, as the console sends it. */
export function send(
  ctx: TestContext,
  method: InjectOptions['method'],
  url: string,
  cookie: string | undefined,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** A request of a developer's tool: bearer key, no cookie, no Origin. */
export function callApi(
  ctx: TestContext,
  method: InjectOptions['method'],
  url: string,
  key: string | undefined,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export async function seedApp(
  db: Database,
  developerId: number,
  overrides: Partial<typeof apps.$inferInsert> = {},
) {
  seq += 1;
  const [row] = await db
    .insert(apps)
    .values({
      name: `Seeded App ${seq}`,
      slug: `seeded-app-${seq}-${Date.now().toString(36)}`,
      sdkType: 'cxr-m',
      category: 'utility',
      developerId,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A key stored directly (bypassing the console), with its secret. */
export async function seedKey(
  db: Database,
  developerId: number,
  overrides: Partial<typeof apiKeys.$inferInsert> = {},
) {
  const type = overrides.kind === 'publishable' ? 'publishable' : (overrides.mode ?? 'live');
  const material = generateApiKey(type);
  const [row] = await db
    .insert(apiKeys)
    .values({
      keyName: 'Seeded key',
      keyHash: material.hash,
      keyPrefix: material.prefix,
      developerId,
      permissions: ['read'],
      ...overrides,
    })
    .returning();
  return { row: row!, secret: material.secret };
}

export const validSubmission = {
  version: '1.1.0',
  releaseNotes: 'Faster pairing.',
  downloadUrl: 'https://downloads.example.com/app-1.1.0.apk',
};

export const tokenInDeveloperLink = (text: string): string | undefined =>
  /\/developers\/set-password\?token=([\w-]+)/.exec(text)?.[1];

let serialSeq = 0;

/** A registered device of `developerId`; `granted` gives it a (placeholder) certificate valid for a day. */
export async function seedDevice(
  db: Database,
  developerId: number,
  status: 'pending' | 'granted' = 'pending',
) {
  serialSeq += 1;
  const granted = status === 'granted';
  const [row] = await db
    .insert(developerDevices)
    .values({
      developerId,
      model: 'ar-joy2',
      serialNumber: `SEED${Date.now().toString(36).toUpperCase()}${serialSeq}`,
      status,
      ...(granted
        ? {
            certificate: '{}\n',
            certificateIssuedAt: new Date(),
            certificateExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
          }
        : {}),
    })
    .returning();
  return row!;
}

/** A real 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file, as a browser's FormData (or curl -F) sends it. */
export function multipartFile(
  bytes: Buffer,
  filename = 'shot.png',
  type = 'image/png',
  field = 'screenshot',
) {
  const boundary = '----lumen-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
