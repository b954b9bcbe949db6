/**
 * A staff screen keeps its state in the address: a list's search and filter, the Insights date range and
 * the console's open tab survive a reload and a shared link, and Back returns to the previous state.
 */
import { expect, test } from './fixtures.ts';
import { query } from '../lib/db.ts';
import { signInByApi, unique } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('subscribers: search and filter survive a reload and a shared link; Back restores the previous ones', async ({
  page,
  context,
}) => {
  const tag = unique();
  await query(
    `insert into subscribers (email, first_name, last_name, source, active, created_at) values
       ($1, 'Ann', 'Lee', 'website', true, now()),
       ($2, 'Bob', 'Ray', 'website', false, now())`,
    [`ann-${tag}@e2e.test`, `bob-${tag}@e2e.test`],
  );
  await signInByApi(page);
  await page.goto('/admin/subscribers');
  const table = page.getByRole('table', { name: 'Email subscribers' });
  const search = page.getByLabel('Search by email, name or source');
  const filter = page.getByLabel('Filter by status');

  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(table.getByRole('row')).toHaveCount(3);
  await filter.selectOption('inactive');
  await expect(page).toHaveURL(/[?&]status=inactive/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`bob-${tag}`);

  await page.reload();
  await expect(search).toHaveValue(tag);
  await expect(filter).toHaveValue('inactive');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`bob-${tag}`);

  // A link to the same address shows the same list in another tab.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel('Search by email, name or source')).toHaveValue(tag);
  await expect(shared.getByRole('table', { name: 'Email subscribers' }).getByRole('row')).toHaveCount(2);
  await shared.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/status=inactive/);
  await expect(filter).toHaveValue('all');
  await expect(search).toHaveValue(tag);
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.goBack();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('Insights: the date range survives a reload and a shared link; Back returns to the default range', async ({
  page,
  context,
}) => {
  await signInByApi(page);
  await page.goto('/admin/insights');
  const range = page.getByRole('form', { name: 'Date range' });
  const from = range.getByLabel('From');
  const to = range.getByLabel('To');
  const defaultFrom = await from.inputValue();
  expect(defaultFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await from.fill('2026-01-05');
  await to.fill('2026-02-10');
  await range.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]from=2026-01-05/);
  await expect(page).toHaveURL(/[?&]to=2026-02-10/);

  await page.reload();
  await expect(from).toHaveValue('2026-01-05');
  await expect(to).toHaveValue('2026-02-10');
  // The report asked for is the one in the address.
  await expect(page.getByRole('link', { name: /Export CSV/ }).first()).toHaveAttribute(
    'href',
    /from=2026-01-05/,
  );

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('form', { name: 'Date range' }).getByLabel('From')).toHaveValue('2026-01-05');
  await shared.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(from).toHaveValue(defaultFrom);
});

test('console: the open tab survives a reload and a shared link; Back returns to the previous tab', async ({
  page,
  context,
}) => {
  await page.goto('/console');
  await expect(page.getByRole('region', { name: "You're viewing a demo console" })).toBeVisible();
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(/[?&]tab=keys/);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/[?&]tab=profile/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Full name')).toBeVisible();

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await shared.close();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]tab=keys/);
  await expect(page.getByRole('tab', { name: 'API Keys' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});
