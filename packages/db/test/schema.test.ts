import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, getTableName, isTable, sql } from 'drizzle-orm';
import { createTestDatabase, testDbKind, type TestDatabase } from '../src/testing.ts';
import {
  apiKeys,
  apps,
  developerApplications,
  developers,
  formSubmissions,
  partners,
  subscribers,
  users,
} from '../src/schema.ts';
import * as schema from '../src/schema.ts';
import { seedEveryTable } from './seed-every-table.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe(`schema on ${testDbKind()}`, () => {
  it('runs on the expected engine', async () => {
    const result = await t.db.execute(sql`select version() as v`);
    const version = String((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v);
    expect(version).toMatch(/PostgreSQL/);
    expect(t.kind).toBe(testDbKind());
  });

  it('applies the spec defaults to a partner application', async () => {
    const [row] = await t.db
      .insert(partners)
      .values({
        fullName: 'Ada Lovelace',
        contactNumber: '+44 20 7946 0000',
        email: 'ada@example.com',
        companyName: 'Analytical Ltd',
        industry: 'Technology',
        employeeCount: '11-50',
        targetCountryRegion: 'Europe',
      })
      .returning();
    expect(row).toMatchObject({
      status: 'pending',
      offerAfterSaleService: 'No',
      loginEnabled: false,
      archived: false,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('applies developer application, subscriber and form submission defaults', async () => {
    const [app] = await t.db
      .insert(developerApplications)
      .values({
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        experienceLevel: 'expert',
        yearsExperience: '10+',
        programmingLanguages: ['Kotlin'],
        developmentAreas: ['Mobile Apps'],
        interestedPlatforms: ['YodaOS-Sprite'],
        primaryUseCase: 'Enterprise & Industrial',
        projectDescription: 'A remote assistance tool for field engineers.',
        reasonForInterest: 'We want hands-free workflows on the factory floor.',
      })
      .returning();
    expect(app).toMatchObject({
      status: 'pending',
      needsTechnicalSupport: false,
      needsHardwareAccess: false,
      hasARExperience: false,
      loginEnabled: false,
      programmingLanguages: ['Kotlin'],
    });
    const [sub] = await t.db.insert(subscribers).values({ email: 'x@example.com' }).returning();
    expect(sub).toMatchObject({ source: 'website', active: true });
    const [form] = await t.db
      .insert(formSubmissions)
      .values({ formType: 'contact-form', formData: { firstName: 'Ada' } })
      .returning();
    expect(form).toMatchObject({ notificationSent: false, formData: { firstName: 'Ada' } });
  });

  it('applies console defaults: app version/status/visibility, key permission, profile visibility', async () => {
    const [user] = await t.db.insert(users).values({ username: 'dev1', password: 'hash' }).returning();
    expect(user?.role).toBe('user');
    const [dev] = await t.db
      .insert(developers)
      .values({ userId: user!.id, fullName: 'Dev One', email: 'dev1@example.com' })
      .returning();
    expect(dev).toMatchObject({ emailNotifications: true, profileVisibility: 'public', skills: [] });
    const [app] = await t.db
      .insert(apps)
      .values({ name: 'Nav', slug: 'nav', developerId: dev!.id })
      .returning();
    expect(app).toMatchObject({ version: '1.0.0', status: 'development', visibility: 'private' });
    const [key] = await t.db
      .insert(apiKeys)
      .values({ keyName: 'ci', keyHash: 'h1', keyPrefix: 'lumen_live_abc', developerId: dev!.id })
      .returning();
    expect(key).toMatchObject({ permissions: ['read'], isActive: true });
  });

  it('enforces the unique constraints the spec names', async () => {
    await t.db.insert(subscribers).values({ email: 'dup@example.com' });
    await expect(t.db.insert(subscribers).values({ email: 'dup@example.com' })).rejects.toThrow();
    await t.db.insert(users).values({ username: 'same', password: 'h' });
    await expect(t.db.insert(users).values({ username: 'same', password: 'h' })).rejects.toThrow();
    await t.db.insert(apps).values({ name: 'A', slug: 'a' });
    await expect(t.db.insert(apps).values({ name: 'B', slug: 'a' })).rejects.toThrow();
  });

  it('reset empties tables and restarts ids', async () => {
    await t.db.insert(subscribers).values({ email: 'one@example.com' });
    await t.reset();
    const [row] = await t.db.insert(subscribers).values({ email: 'two@example.com' }).returning();
    expect(row?.id).toBe(1);
    const rows = await t.db.select().from(subscribers).where(eq(subscribers.email, 'one@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('reset empties every table and restarts every id, also of a table whose rows came and went', async () => {
    await seedEveryTable(t.db);
    await t.db.delete(subscribers);
    const count = async (query: string) => {
      const result = await t.db.execute(sql.raw(query));
      return Number((result as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n);
    };
    const tables = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table as never));
    const advanced = `select count(*) as n from pg_sequences where schemaname = 'public' and last_value is not null`;
    expect(await count(`select count(*) as n from subscribers`)).toBe(0);
    expect(await count(advanced)).toBeGreaterThan(tables.length / 2);

    await t.reset();

    for (const table of tables) expect(await count(`select count(*) as n from "${table}"`), table).toBe(0);
    expect(await count(advanced)).toBe(0);
  });
});
