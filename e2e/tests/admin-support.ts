/** Shared steps of the admin specs. */
import { expect, type Page } from '@playwright/test';
import { e2eAdmin } from '../global-setup.ts';
import { query } from '../lib/db.ts';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Signs the browser context in through the API (the cookie lands in the context's jar). */
export async function signInByApi(page: Page): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5180';
  const res = await page.request.post('/api/admin/login', { headers: { origin: baseURL }, data: e2eAdmin });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login form. */
export async function signInByForm(page: Page, password = e2eAdmin.password): Promise<void> {
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function insertPartner(overrides: { status?: string } = {}) {
  const tag = unique();
  const email = `applicant-${tag}@e2e.test`;
  const company = `Lens Wholesale ${tag}`;
  const [row] = await query<{ id: number }>(
    `insert into partners (full_name, contact_number, email, company_name, industry, employee_count,
       target_country_region, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      'Ada Applicant',
      '+44 20 7946 0000',
      email,
      company,
      'Retail',
      '51-200',
      'United Kingdom',
      overrides.status ?? 'pending',
    ],
  );
  return { id: row!.id, email, company, tag };
}

/** A pending application sent through the public form endpoint (POST /api/submit-partner), as a visitor would. */
export async function submitPartnerApplication(page: Page) {
  const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5180';
  const tag = unique();
  const email = `applicant-${tag}@e2e.test`;
  const company = `Lens Wholesale ${tag}`;
  const { token } = (await (await page.request.get('/api/form-token')).json()) as { token: string };
  const res = await page.request.post('/api/submit-partner', {
    headers: { origin: baseURL },
    data: {
      fullName: 'Ada Applicant',
      contactNumber: '+44 20 7946 0000',
      email,
      companyName: company,
      industry: 'Retail',
      employeeCount: '51-200',
      offerAfterSaleService: 'Yes',
      targetCountryRegion: 'United Kingdom',
      _hp: '',
      _t: token,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [row] = await query<{ id: number }>('select id from partners where email = $1', [email]);
  return { id: row!.id, email, company, tag };
}

/** Screenshots for a person to look at, only when E2E_SCREENSHOTS names a folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
