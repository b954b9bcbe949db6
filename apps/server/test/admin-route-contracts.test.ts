/**
 * Staff routes that declare their contracts: a visitor without a session is refused before the declared
 * schemas are checked (no 400 or 404 tells them anything), and staff get the same answers as before:
 * field errors, a 404 for a bad `:id`, dates as ISO strings.
 */
import { describe, expect, it } from 'vitest';
import {
  developerApplicationListSchema,
  formSubmissionListSchema,
  heldPostListSchema,
  subscriberChangedSchema,
  subscriberListSchema,
} from '@app/contracts/api/admin';
import { quarantine } from '@app/db';
import { useTestApp } from './helpers.ts';
import {
  asStaff,
  seedDeveloperApplication,
  seedFormSubmission,
  seedSubscriber,
  staffCookie,
} from './admin-helpers.ts';

const ctx = useTestApp();

const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('staff routes with declared contracts', () => {
  it('answer 401 without a session, whatever the params, query or body', async () => {
    const requests = [
      { method: 'PUT' as const, url: '/api/admin/subscribers/abc/status', payload: { active: 'x' } },
      { method: 'GET' as const, url: '/api/admin/partners?limit=0' },
      { method: 'DELETE' as const, url: '/api/admin/partners/0' },
    ];
    for (const request of requests) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, request.url).toBe(401);
    }
  });

  it('give staff field errors, a 404 for a bad :id, and dates as ISO strings', async () => {
    const { cookie } = await staffCookie(ctx);
    const headers = asStaff(cookie);
    const subscriber = await seedSubscriber(ctx.t.db);

    const badQuery = await ctx.app.inject({ method: 'GET', url: '/api/admin/partners?limit=0', headers });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().errors)).toEqual(['limit']);

    const badId = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/subscribers/abc/status',
      headers,
      payload: { active: false },
    });
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toEqual({ message: 'Subscriber not found', code: 'not_found' });

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/subscribers/${subscriber.id}/status`,
      headers,
      payload: { active: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ok: true, subscriber: { id: subscriber.id, active: false } });
    expect(changed.json().subscriber.createdAt).toMatch(isoDate);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers });
    expect(list.headers['x-total-count']).toBe('1');
    // The JSON is what the web's types (z.input of these contracts) say it is.
    expect(subscriberListSchema.safeParse(list.json()).error).toBeUndefined();
    expect(subscriberChangedSchema.safeParse(changed.json()).error).toBeUndefined();
    expect(Object.keys(list.json()[0]).sort()).toEqual(
      ['active', 'confirmedAt', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'source'].sort(),
    );
  });

  it('send form submissions, held posts and developer applications as their contracts describe them', async () => {
    const { cookie } = await staffCookie(ctx);
    const headers = asStaff(cookie);
    await seedFormSubmission(ctx.t.db);
    await ctx.t.db
      .insert(quarantine)
      .values({ formType: 'contact-form', reason: 'honeypot', payload: { email: 'bot@example.com' } });
    const submissions = await ctx.app.inject({ method: 'GET', url: '/api/admin/form-submissions', headers });
    expect(submissions.statusCode).toBe(200);
    expect(formSubmissionListSchema.safeParse(submissions.json()).error).toBeUndefined();
    expect(submissions.json()).toHaveLength(1);
    const held = await ctx.app.inject({ method: 'GET', url: '/api/admin/held', headers });
    expect(held.statusCode).toBe(200);
    expect(heldPostListSchema.safeParse(held.json()).error).toBeUndefined();
    expect(held.json()[0]).toMatchObject({ reason: 'honeypot', payload: { email: 'bot@example.com' } });
    const count = await ctx.app.inject({ method: 'GET', url: '/api/admin/held/count', headers });
    expect(count.json()).toEqual({ count: 1 });
    await seedDeveloperApplication(ctx.t.db);
    const applications = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/developer-applications',
      headers,
    });
    expect(applications.statusCode).toBe(200);
    expect(developerApplicationListSchema.safeParse(applications.json()).error).toBeUndefined();
    expect(applications.json()[0]).not.toHaveProperty('password');
  });
});
