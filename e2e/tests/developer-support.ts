/**
 * Shared steps of the developer specs (console, App Store). Not a spec file itself.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from '../global-setup.ts';
import { passwordHash } from '../lib/accounts.ts';
import { query } from '../lib/db.ts';
import { unique } from './admin-support.ts';

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

/** The password of the developers `insertApprovedDeveloper` makes. */
const developerPassword = 'developer-password-2026';

/**
 * An approved developer with a password, straight into the database (the console spec covers the
 * application, the invitation and setting the password); `prefix` names the spec in the address.
 */
export async function insertApprovedDeveloper(prefix: string, fullName: string) {
  const tag = unique();
  const email = `${prefix}-${tag}@e2e.test`;
  const [application] = await query<{ id: number }>(
    `insert into developer_applications (full_name, email, experience_level, years_experience, primary_use_case,
       project_description, reason_for_interest, status, login_enabled)
     values ($1, $2, 'advanced', '5-10', 'Enterprise & Industrial', 'Field checklists', 'Hands-free work', 'approved', true)
     returning id`,
    [fullName, email],
  );
  const [user] = await query<{ id: number }>(
    `insert into users (username, password, role, email) values ($1, $2, 'developer', $3) returning id`,
    [`${prefix}-${tag}`, passwordHash(developerPassword), email],
  );
  const [developer] = await query<{ id: number }>(
    `insert into developers (full_name, email, user_id, application_id) values ($1, $2, $3, $4) returning id`,
    [fullName, email, user!.id, application!.id],
  );
  return { email, fullName, tag, developerId: developer!.id };
}

/** Signs `page` in as a developer `insertApprovedDeveloper` made (through the sign-in endpoint). */
export async function signInDeveloper(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/developers/login', {
    headers: { origin: baseURL() },
    data: { email, password: developerPassword },
  });
  expect(res.status(), await res.text()).toBe(200);
}
