/**
 * Shared steps of the developer specs (console, App Store). Not a spec file itself.
 */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { e2eAdmin } from '../global-setup.ts';
import { query } from '../lib/db.ts';

export const baseURL = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5180';

/** A developer application through the public endpoint (the form has its own spec); returns its id. */
export async function applyAsDeveloper(
  request: APIRequestContext,
  email: string,
  fullName: string,
): Promise<number> {
  const { token } = (await (await request.get('/api/form-token')).json()) as { token: string };
  const res = await request.post('/api/submit-developer', {
    data: {
      fullName,
      email,
      experienceLevel: 'advanced',
      programmingLanguages: ['Kotlin'],
      developmentAreas: ['AR/VR Applications'],
      yearsExperience: '5-10',
      interestedPlatforms: ['CXR-M (Mobile AR Platform)'],
      primaryUseCase: 'Enterprise & Industrial',
      projectDescription: 'Hands-free checklists for field engineers on the glasses.',
      reasonForInterest: 'Our technicians need both hands free while they work.',
      _hp: '',
      _t: token,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [row] = await query<{ id: number }>('select id from developer_applications where email = $1', [
    email,
  ]);
  return row!.id;
}

/** A browser context whose cookie jar holds a staff session (signed in through the admin API). */
export async function staffContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL() });
  const login = await context.request.post('/api/admin/login', {
    headers: { origin: baseURL() },
    data: e2eAdmin,
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}
