/**
 * The partner portal journey: approval by staff, the invitation mail, choosing a password, signing in,
 * downloading both agreement templates, the shipping tables, logging out and the guard; plus the login
 * form's validation, password-reset pages and axe on every portal page.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { e2eAdmin } from '../global-setup.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';

const PASSWORD = 'portal-password-2025';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A pending application, inserted directly (the public form has its own spec). */
async function insertApplication(): Promise<{ id: number; email: string; company: string }> {
  const tag = unique();
  const email = `partner-${tag}@e2e.test`;
  const company = `Optic Trade ${tag}`;
  const [row] = await query<{ id: number }>(
    `insert into partners (full_name, contact_number, email, company_name, industry, employee_count, target_country_region)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    ['Paula Partner', '+31 20 555 0100', email, company, 'Retail', '11-50', 'Benelux'],
  );
  return { id: row!.id, email, company };
}

/** Staff approve through the admin API (same-origin headers, as the admin UI sends them). */
async function approve(request: APIRequestContext, baseURL: string, id: number) {
  const headers = { origin: baseURL };
  const login = await request.post('/api/admin/login', { headers, data: e2eAdmin });
  expect(login.status()).toBe(200);
  const res = await request.put(`/api/admin/partners/${id}/status`, {
    headers,
    data: { status: 'approved', adminPassword: e2eAdmin.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An approved partner who has chosen their password through the invitation link. */
async function activePartner(request: APIRequestContext, baseURL: string) {
  const partner = await insertApplication();
  await approve(request, baseURL, partner.id);
  const mail = await waitForMail((m) => m.to.includes(partner.email) && /invitation/i.test(m.subject));
  return { ...partner, link: linkIn(mail, '/partners/set-password') };
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/partners/portal');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The bytes of one entry of a ZIP archive, found by walking the local file headers. */
function zipEntry(archive: Buffer, name: string): Buffer {
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const method = archive.readUInt16LE(at + 8);
    const compressedSize = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extraLength = archive.readUInt16LE(at + 28);
    const entryName = archive.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const data = archive.subarray(start, start + compressedSize);
    if (entryName === name) return method === 8 ? inflateRawSync(data) : data;
    at = start + compressedSize;
  }
  throw new Error(`${name} not found in the archive`);
}

test('an approved partner sets a password, signs in, downloads, reads shipping data and logs out', async ({
  page,
  request,
  baseURL,
}) => {
  const partner = await activePartner(request, baseURL!);

  // The invitation link: choose a password.
  await page.goto(partner.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' })).toBeVisible();
  await expect(page.getByLabel('Account')).toHaveValue(partner.email);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('something-different');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/partners\/portal\?password=set$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been saved' })).toBeVisible();

  // The link works once.
  await page.goto(partner.link);
  await expect(page.getByRole('heading', { name: 'This link can no longer be used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/partners/forgot-password',
  );

  // Sign in.
  await signIn(page, partner.email);
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${partner.company}`);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const [row] = await query<{ last_login_at: Date | null }>(
    'select last_login_at from partners where id = $1',
    [partner.id],
  );
  expect(row?.last_login_at).not.toBeNull();

  // The dashboard: documents, press kit, four cards.
  await expect(page.getByRole('heading', { name: 'Partner Documents' })).toBeVisible();
  await expect(page.getByText('The press kit contains logos')).toBeVisible();
  for (const title of ['Product Shipping & Packaging', 'Press Kit', 'Download Center', 'Support Hub']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  const pressKit = page.getByRole('link', { name: /Request Access/ });
  await expect(pressKit).toHaveAttribute('target', '_blank');
  await expect(pressKit).toHaveAttribute('rel', /noopener/);
  await expectNoAxeViolations(page);

  // Both templates download as real DOCX files.
  for (const [linkName, title, fileName] of [
    [/^Download DOCX\b.*Mutual Non-Disclosure Agreement/, 'Mutual Non-Disclosure Agreement', /Mutual-NDA/],
    [/^Download DOCX\b.*Distribution Agreement/, 'Distribution Agreement', /Distribution-Agreement/],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: linkName }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(fileName);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'binary'));
    const documentXml = zipEntry(bytes, 'word/document.xml').toString('utf8');
    expect(documentXml).toContain(title);
    expect(documentXml).toContain('<w:document');
  }
  const downloads = await query<{ entity_id: string }>(
    `select entity_id from audit_log where action = 'partner.document_downloaded' and actor_id = $1 order by id`,
    [partner.id],
  );
  expect(downloads.map((d) => d.entity_id)).toEqual([
    'mutual-nda-template.docx',
    'distribution-agreement-template.docx',
  ]);

  // Shipping and packaging.
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/partners\/shipping$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shipping & Packaging Information' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(3);
  for (const name of ['Sales Packaging', 'Outer Carton', 'Product Codes']) {
    await expect(page.getByRole('table', { name })).toBeVisible();
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('columnheader', { name: 'HS Code (China)' })).toBeVisible();
  await expect(page.getByText(/HS codes listed are Chinese HS codes/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/partners/dashboard',
  );

  // Log out: back at the login with the toast; the dashboard now sends the visitor to the login.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/partners\/portal$/);
  await expect(page.locator('.toast').filter({ hasText: 'Logged Out' })).toBeVisible();
  await page.goto('/partners/dashboard');
  await expect(page).toHaveURL(/\/partners\/portal$/);
  expect((await page.request.get('/api/partner-documents/mutual-nda-template.docx')).status()).toBe(401);
});

test('the login form shows the spec messages, and a refused login the "Login failed" toast', async ({
  page,
}) => {
  await page.goto('/partners/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'partners@lumen-glasses.example' })).toHaveAttribute(
    'href',
    'mailto:partners@lumen-glasses.example',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`nobody-${unique()}@e2e.test`);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('123456');
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Login failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/partners\/portal$/);
});

test('portal pages send visitors without a partner session to the login, a staff session included', async ({
  page,
  baseURL,
}) => {
  for (const path of [
    '/partners/dashboard',
    '/partners/shipping',
    '/partners/download-center',
    '/partners/support',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/partners\/portal$/);
  }
  // A staff session in the same browser is not a partner session.
  const login = await page.request.post('/api/admin/login', {
    headers: { origin: baseURL! },
    data: e2eAdmin,
  });
  expect(login.status()).toBe(200);
  await page.goto('/partners/dashboard');
  await expect(page).toHaveURL(/\/partners\/portal$/);
  expect((await page.request.get('/api/partner-documents/mutual-nda-template.docx')).status()).toBe(403);
});

test('forgot password: the same answer for any address; the mailed link sets a new password', async ({
  page,
  request,
  baseURL,
}) => {
  const partner = await activePartner(request, baseURL!);
  // Use the invitation first, so the partner has a password to forget.
  await page.goto(partner.link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/password=set/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/partners\/forgot-password$/);
  // The page's code arrives after the address changes: its heading says it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(`nobody-${unique()}@e2e.test`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const unknownAnswer = await page.getByRole('status').filter({ hasText: 'Check your inbox' }).innerText();

  await page.goto('/partners/forgot-password');
  await page.getByLabel('Email').fill(partner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const knownAnswer = await page.getByRole('status').filter({ hasText: 'Check your inbox' }).innerText();
  expect(knownAnswer.replace(partner.email, '')).toBe(unknownAnswer.replace(/nobody-\S+@e2e\.test/, ''));

  const mail = await waitForMail((m) => m.to.includes(partner.email) && /reset/i.test(m.subject));
  await page.goto(linkIn(mail, '/partners/set-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('an-even-newer-password');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('an-even-newer-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/password=set/);
  await signIn(page, partner.email, 'an-even-newer-password');
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
});

test('the download center and support hub are real pages; shipping tables scroll on a phone', async ({
  page,
  request,
  baseURL,
}) => {
  const partner = await activePartner(request, baseURL!);
  await page.goto(partner.link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/password=set/);
  await signIn(page, partner.email);
  await expect(page).toHaveURL(/\/partners\/dashboard$/);

  await page.getByRole('link', { name: 'Open Download Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download Center' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download DOCX\b.*Distribution Agreement/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();

  await page.getByRole('link', { name: 'Get Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Hub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'partners@lumen-glasses.example' })).toBeVisible();
  await expect(page.getByText('Support hours')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/partners/shipping');
  const region = page.getByRole('region', { name: 'Outer Carton' });
  await expect(region).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await region.focus();
  await expect(region).toBeFocused();
  await expectNoAxeViolations(page);
});
