/**
 * Reviewing partner applications: find one, view it, approve it with the admin password (a wrong one
 * first), the success dialog, the invitation at the SMTP peer, resend to another address, reject and
 * archive; axe on the screen and its dialogs.
 */
import { alerts, toasts } from '@app/contracts/messages';
import { expect, test, type Page } from './fixtures.ts';
import { e2eAdmin } from '../global-setup.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';
import { insertPartner, screenshot, signInByApi, submitPartnerApplication } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

async function openApplications(page: Page, search: string) {
  await signInByApi(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Applications' })).toBeVisible();
  await page.getByLabel('Search by name, company or email').fill(search);
}

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });

test('review and approve an application end to end; the invitation reaches the partner', async ({ page }) => {
  const partner = await submitPartnerApplication(page);
  await openApplications(page, partner.company);
  const table = page.getByRole('table', { name: 'Partner applications' });
  const row = table.getByRole('row').filter({ hasText: partner.company });
  await expect(row).toHaveCount(1);
  for (const header of [
    'ID',
    'Company',
    'Contact',
    'Email',
    'Phone',
    'Industry',
    'Region',
    'Status',
    'Date/Time',
    'Last Login',
    'Actions',
  ]) {
    await expect(
      table.getByRole('columnheader', { name: new RegExp(`^${header.replace('/', '\\/')}`) }),
    ).toBeVisible();
  }
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Never');
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-partner-applications');

  await row.getByRole('button', { name: `View ${partner.company}` }).click();
  const details = page.getByRole('dialog', { name: partner.company });
  await expect(details).toContainText(partner.email);
  await expect(details).toContainText('United Kingdom');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Approve ${partner.company}` }).click();
  const confirm = page.getByRole('dialog', { name: `Approve: ${partner.company}` });
  await expect(confirm.getByLabel('New status')).toHaveValue('approved');
  await confirm.getByLabel('Admin password').fill('definitely-wrong');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm.getByText(toasts.incorrectPassword.title)).toBeVisible();
  await expectNoAxeViolations(page);

  await confirm.getByLabel('Admin password').fill(e2eAdmin.password);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  const approved = page.getByRole('dialog', { name: alerts.partnerApproved.title });
  await expect(approved).toContainText(alerts.partnerApproved.description);
  await approved.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Approved');

  const [stored] = await query<{ status: string; login_enabled: boolean; username: string }>(
    'select status, login_enabled, username from partners where id = $1',
    [partner.id],
  );
  expect(stored).toEqual({ status: 'approved', login_enabled: true, username: `applicant-${partner.tag}` });
  const mail = await waitForMail((m) => m.to.includes(partner.email) && /invitation/i.test(m.subject));
  const link = linkIn(mail, '/partners/set-password?token=');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/partners\/set-password\?token=[\w-]{43}$/);
  const [token] = await query<{ purpose: string; used_at: Date | null }>(
    `select purpose, used_at from one_time_tokens where subject_kind = 'partner' and subject_id = $1`,
    [partner.id],
  );
  expect(token).toEqual({ purpose: 'partner-invite', used_at: null });

  // Resend: the dialog is prefilled; Send needs an @.
  await row.getByRole('button', { name: `Resend invitation to ${partner.company}` }).click();
  const resend = page.getByRole('dialog', { name: 'Resend portal invitation' });
  const address = resend.getByLabel('Email address');
  await expect(address).toHaveValue(partner.email);
  await address.fill('no-at-sign');
  await expect(resend.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  const other = `other-${partner.tag}@e2e.test`;
  await address.fill(other);
  await resend.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, toasts.invitationResent(other).title)).toBeVisible();
  const resent = await waitForMail((m) => m.to.includes(other));
  expect(linkIn(resent, '/partners/set-password?token=')).not.toBe(link);

  const audit = await query<{ action: string }>(
    `select action from audit_log where entity_type = 'partner' and entity_id = $1 and actor_kind = 'staff' order by id`,
    [String(partner.id)],
  );
  expect(audit.map((a) => a.action)).toEqual(['partner.approved', 'partner.invitation_resent']);
});

test('reject, archive and the Show Archived switch; cards on the status tabs', async ({ page }) => {
  const partner = await insertPartner();
  await openApplications(page, partner.company);
  const row = page.getByRole('row').filter({ hasText: partner.company });
  await row.getByRole('button', { name: `Reject ${partner.company}` }).click();
  const confirm = page.getByRole('dialog', { name: `Reject: ${partner.company}` });
  await confirm.getByLabel('Admin password').fill(e2eAdmin.password);
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, toasts.rejected.title)).toBeVisible();
  await expect(row).toContainText('Rejected');

  await page.getByRole('tab', { name: /^Rejected/ }).click();
  const card = page.getByRole('listitem').filter({ hasText: partner.company });
  await expect(card.getByRole('heading', { name: partner.company })).toBeVisible();
  await card.getByRole('button', { name: `Archive ${partner.company}` }).click();
  await expect(toast(page, toasts.archived.title)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('switch', { name: 'Show Archived Applications' }).click();
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(partner.email);
  await expectNoAxeViolations(page);
});

test('the status headers sort on the server', async ({ page }) => {
  const tag = `sort-${Date.now().toString(36)}`;
  const rejected = await insertPartner({ status: 'rejected' });
  const pending = await insertPartner({ status: 'pending' });
  const approved = await insertPartner({ status: 'approved' });
  await query(`update partners set company_name = company_name || ' ${tag}' where id = any($1)`, [
    [rejected.id, pending.id, approved.id],
  ]);
  await openApplications(page, tag);
  const table = page.getByRole('table', { name: 'Partner applications' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('button', { name: /^Status/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Status/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const companies = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  await expect
    .poll(companies)
    .toEqual([pending.company, approved.company, rejected.company].map((c) => `${c} ${tag}`));
  await table.getByRole('button', { name: /^Status/ }).click();
  await expect
    .poll(companies)
    .toEqual([rejected.company, approved.company, pending.company].map((c) => `${c} ${tag}`));
});
